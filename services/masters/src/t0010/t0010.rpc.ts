import { Controller } from '@nestjs/common';
import { T0010_CATEGORIES, type T0010Column, type T0010Filter } from '@school/contracts';
import { Rpc, RpcInput } from '@school/server-kit';
import { T0010Repository } from './t0010.repository';

// The columns and the filter the sample pages show (SPEC §7's optional definition calls): the pages
// build their grid and filter from these answers.
const COLUMNS: T0010Column[] = [
  { field: 'sample_no', titleKey: 'staff.t0010.column.sample_no', sortable: true, width: 100 },
  { field: 'name', titleKey: 'staff.t0010.column.name', sortable: true, width: 180 },
  { field: 'kana', titleKey: 'staff.t0010.column.kana', sortable: true, width: 200 },
  { field: 'category', titleKey: 'staff.t0010.column.category', sortable: true, width: 140 },
  { field: 'amount', titleKey: 'staff.t0010.column.amount', sortable: true, width: 120 },
  { field: 'sample_date', titleKey: 'staff.t0010.column.sample_date', sortable: true, width: 140 },
];
const FILTERS: T0010Filter[] = [
  {
    key: 'category',
    titleKey: 'staff.t0010.column.category',
    options: T0010_CATEGORIES.map((value) => ({ value, labelKey: `staff.t0010.category.${value}` })),
  },
];

// T0010 sample pages: their list and its definitions.
@Controller()
export class T0010Rpc {
  constructor(private readonly samples: T0010Repository) {}

  @Rpc('T0010_doBrowse')
  browse(@RpcInput() input: Record<string, unknown>) {
    return this.samples.browse(input);
  }

  @Rpc('T0010_getColumns')
  getColumns() {
    return { columns: COLUMNS };
  }

  @Rpc('T0010_getFilters')
  getFilters() {
    return { filters: FILTERS };
  }
}
