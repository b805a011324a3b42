// The reports service's messages (reports.row.*, reports.error.*, reports.mail.*): the row checks of
// libs/domain reportRowErrors, refusals, and the notification mails. en and zh-Hant have these keys.
export const reportApiJa = {
  row: {
    unknown: 'この項目はありません。',
    unknownName: '選択肢から選んでください。',
    choiceOnly: 'この項目は選択肢から選んでください。',
    textOnly: 'この項目は文章で入力してください。',
    max: '{max}文字以内で入力してください。',
    required: '提出するにはこの項目を入力してください。',
    notAmendable: 'コメントのない項目は修正できません。',
  },
  error: {
    transition: 'この報告書の状態ではこの操作はできません。画面を再読み込みしてください。',
    rejectNeedsComment: '差し戻す前に、修正してほしい項目にコメントしてください。',
    commentRequired: 'コメントを入力してください。',
    commentMax: 'コメントは{max}文字以内で入力してください。',
    handoverMax: '引き継ぎ事項は{max}文字以内で入力してください。',
    centerInvalid: 'センターを正しく選択してください。',
    rangeInvalid: '期間を正しく指定してください。',
    tooEarly: '提出と欠席の報告は授業日（{date}）から行えます。',
  },
  mail: {
    rejected: {
      subject: '【授業報告書】差し戻しのお知らせ（{date} {student}）',
      body: '{name} 様\n\n{date} {student} さんの授業報告書が差し戻されました。\nコメントのある項目を修正して、再提出してください。\n\n{link}\n',
    },
    resubmitted: {
      subject: '【授業報告書】再提出のお知らせ（{date} {student}）',
      body: '{name} 様\n\n差し戻した {date} {student} さんの授業報告書が再提出されました。内容をご確認ください。\n\n{link}\n',
    },
  },
} as const;
