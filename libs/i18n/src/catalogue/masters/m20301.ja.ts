// M20301 course management: screen texts and the masters service's messages (masters.m20301.*).
export const m20301Ja = {
  m20301: {
    courseTypes: 'コース種別',
    courses: 'コース',
    addCourseType: 'コース種別を追加',
    addCourse: 'コースを追加',
    title: {
      M1005: { add: 'コース種別登録', edit: 'コース種別編集' },
      M1010: { add: 'コース登録', edit: 'コース編集' },
    },
    field: {
      course_type_no: 'コース種別番号',
      course_type_name: 'コース種別名',
      description: '説明',
      course_count: 'コース数',
      course_names: 'コース',
      course_no: 'コース番号',
      course_name: 'コース名',
      lesson_minutes: '授業時間',
      capacity: '授業形態',
      lessons_per_month: '月間授業回数',
      monthly_fee: '月謝（円）',
      sort_order: '表示順',
      updated_at: '更新日時',
    },
    minutes: '{n}分',
    capacity: { '1': '1対1', '2': '1対2' },
    unknownKind: 'コース区分が正しくありません',
    courseTypeInUse: 'このコース種別にはコースが登録されているため削除できません。',
    courseInUse: 'このコースを受講している生徒がいるため削除できません。',
    courseTypeMissing: 'コース種別を選択してください',
  },
} as const;
