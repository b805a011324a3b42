// M20301 course management: screen texts and the masters service's messages (masters.m20301.*).
export const m20301ZhHant = {
  m20301: {
    courseTypes: '課程類型',
    courses: '課程',
    addCourseType: '新增課程類型',
    addCourse: '新增課程',
    title: {
      M1005: { add: '新增課程類型', edit: '編輯課程類型' },
      M1010: { add: '新增課程', edit: '編輯課程' },
    },
    field: {
      course_type_no: '課程類型編號',
      course_type_name: '課程類型名稱',
      description: '說明',
      course_count: '課程數',
      course_names: '課程',
      course_no: '課程編號',
      course_name: '課程名稱',
      lesson_minutes: '上課時間',
      capacity: '上課形式',
      lessons_per_month: '每月堂數',
      monthly_fee: '月費（日圓）',
      sort_order: '顯示順序',
      updated_at: '更新時間',
    },
    minutes: '{n}分鐘',
    capacity: { '1': '一對一', '2': '一對二' },
    unknownKind: '課程區分不正確',
    courseTypeInUse: '此課程類型仍有課程，無法刪除。',
    courseInUse: '有學生正在上此課程，無法刪除。',
    courseTypeMissing: '請選擇課程類型',
  },
};
