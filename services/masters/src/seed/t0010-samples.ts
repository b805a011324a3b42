import { T0010_CATEGORIES, type T0010Row } from '@school/contracts';

// The sample pages' rows (T0010): 75 people, two full pages of 30 and a third of 15, the same in
// every scale. Name, kana, category, amount and date vary so that each column orders differently.
const FAMILY: readonly (readonly [string, string])[] = [
  ['佐藤', 'さとう'],
  ['鈴木', 'すずき'],
  ['高橋', 'たかはし'],
  ['田中', 'たなか'],
  ['伊藤', 'いとう'],
  ['渡辺', 'わたなべ'],
  ['山本', 'やまもと'],
  ['中村', 'なかむら'],
  ['小林', 'こばやし'],
  ['加藤', 'かとう'],
  ['吉田', 'よしだ'],
  ['山田', 'やまだ'],
  ['佐々木', 'ささき'],
  ['山口', 'やまぐち'],
  ['松本', 'まつもと'],
];
const GIVEN: readonly (readonly [string, string])[] = [
  ['花子', 'はなこ'],
  ['太郎', 'たろう'],
  ['美咲', 'みさき'],
  ['翔太', 'しょうた'],
  ['陽菜', 'ひな'],
];

export const T0010_SAMPLES: readonly T0010Row[] = FAMILY.flatMap(([family, familyKana], f) =>
  GIVEN.map(([given, givenKana], g): T0010Row => {
    const n = f * GIVEN.length + g;
    return {
      sample_no: n + 1,
      name: `${family} ${given}`,
      kana: `${familyKana} ${givenKana}`,
      category: T0010_CATEGORIES[(n * 7) % T0010_CATEGORIES.length],
      amount: ((n * 37) % 100) * 100 + 500,
      sample_date: new Date(Date.UTC(2026, 0, 1 + ((n * 11) % 365))).toISOString().slice(0, 10),
    };
  }),
);
