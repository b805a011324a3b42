// M20301 course management: screen texts and the masters service's messages (masters.m20301.*).
export const m20301En = {
  m20301: {
    courseTypes: 'Course types',
    courses: 'Courses',
    addCourseType: 'Add course type',
    addCourse: 'Add course',
    title: {
      M1005: { add: 'Add course type', edit: 'Edit course type' },
      M1010: { add: 'Add course', edit: 'Edit course' },
    },
    field: {
      course_type_no: 'Course type no.',
      course_type_name: 'Course type',
      description: 'Description',
      course_count: 'Courses',
      course_names: 'Courses',
      course_no: 'Course no.',
      course_name: 'Course',
      lesson_minutes: 'Lesson length',
      capacity: 'Format',
      lessons_per_month: 'Lessons per month',
      monthly_fee: 'Monthly fee (JPY)',
      sort_order: 'Display order',
      updated_at: 'Updated',
    },
    minutes: '{n} min',
    capacity: { '1': 'One-to-one', '2': 'One-to-two' },
    unknownKind: 'Unknown course category',
    courseTypeInUse: 'This course type still has courses and cannot be deleted.',
    courseInUse: 'Students take this course, so it cannot be deleted.',
    courseTypeMissing: 'Choose a course type',
  },
};
