import type { ApiName } from '@school/contracts';
import { boardDefaultEnd } from '@school/domain';
import type { PrefetchAhead } from '@school/ui';
import { boardQuery, boardReads, prefetchBoard } from './board-reads';

// What the shell reads ahead for the board's URL while the board's code loads (issue 26): the reads of
// the range the URL names, or, without one, what the screen would ask to choose it (useBoardRange).
describe('prefetchBoard', () => {
  const answers: Partial<Record<ApiName, unknown>> = {
    'M0110CenterService.getCentersDropdown_Authority': [
      { value: 7, label: '新宿' },
      { value: 3, label: '渋谷' },
    ],
    C40101_getCourseStartDate: { course_start_date: '2026-12-07' },
    C40101_canEdit: { min_date: '2026-12-01', max_date: '2026-12-31' },
  };
  const run = async (query: string) => {
    const asked: [string, unknown][] = [];
    const ahead = ((api: ApiName, input: unknown) => {
      asked.push([api, input]);
      return Promise.resolve(answers[api]);
    }) as PrefetchAhead;
    const actions = await prefetchBoard(new URLSearchParams(query), ahead);
    return { asked, actions };
  };

  it('reads the range the URL names without asking anything first', async () => {
    const { asked, actions } = await run('center_no=3&start_date=2026-12-01&end_date=2026-12-02');
    expect(asked).toEqual([]);
    expect(actions).toEqual(boardReads(boardQuery(3, '2026-12-01', '2026-12-02')));
    // the end defaults as the screen's does
    expect((await run('center_no=3&start_date=2026-12-01')).actions).toEqual(
      boardReads(boardQuery(3, '2026-12-01', boardDefaultEnd('2026-12-01'))),
    );
  });

  it('without a range asks for the first center and where its range starts, then reads that range', async () => {
    const { asked, actions } = await run('');
    expect(asked).toEqual([
      ['M0110CenterService.getCentersDropdown_Authority', { group_flag: 1 }],
      ['C40101_canEdit', {}],
      ['M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }],
      ['C40101_getCourseStartDate', { center_no: 7 }],
    ]);
    expect(actions).toEqual(boardReads(boardQuery(7, '2026-12-07', boardDefaultEnd('2026-12-07'))));
    // a center without a start: only where it starts is asked first
    const named = await run('center_no=3');
    expect(named.asked).toEqual([['C40101_getCourseStartDate', { center_no: 3 }]]);
    expect(named.actions).toEqual(boardReads(boardQuery(3, '2026-12-07', boardDefaultEnd('2026-12-07'))));
  });

  it('leaves a center group without a center, and a user without centers, to the screen', async () => {
    expect(await run('center_group_no=2')).toEqual({ asked: [], actions: [] });
    answers['M0110CenterService.getCentersDropdown_Authority'] = [];
    expect((await run('')).actions).toEqual([]);
  });
});
