// M20101 centers: the Add/Edit screens' texts (masters.m20101.*).
export const m20101En = {
  m20101: {
    add: 'Add center',
    noGroup: 'None',
    noPrefecture: 'Not selected',
    field: {
      center_no: 'Center no.',
      center_name: 'Center name',
      center_short_name: 'Short name',
      group_flag: 'Kind',
      center_group_no: 'Center group',
      center_group_name: 'Center group',
      postal_code: 'Postal code',
      prefecture: 'Prefecture',
      address: 'Address',
      tel: 'Phone',
      email: 'Email',
      late_night_flag: 'Late-night slots',
      sort_order: 'Sort order',
    },
    groupFlag: {
      '0': 'Center',
      '1': 'Center group',
    },
    lateNight: {
      '0': 'No',
      '1': 'Yes',
    },
  },
} as const;
