import { Injectable } from '@nestjs/common';
import { T0010_CATEGORIES, type BrowseOutput, type T0010Row } from '@school/contracts';
import { type BrowseSpec, runBrowse } from '@school/server-kit';
import { DataSource } from 'typeorm';

const BROWSE: BrowseSpec = {
  from: `"masters"."t0010_sample" s`,
  columns: {
    sample_no: 's."sample_no"',
    name: 's."name"',
    kana: 's."kana"',
    category: 's."category"',
    amount: 's."amount"',
    sample_date: `to_char(s."sample_date", 'YYYY-MM-DD')`,
  },
  searchColumns: ['s."name"', 's."kana"'],
  filters: {
    category: (v, param) => {
      const category = Number(v);
      return (T0010_CATEGORIES as readonly number[]).includes(category) ? `s."category" = ${param(category)}` : null;
    },
  },
  defaultOrder: [{ column: 'sample_no', direction: 'asc' }],
  key: 's."sample_no"',
};

// masters.t0010_sample: the rows of the sample pages (T0010List, T0010Table).
@Injectable()
export class T0010Repository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<T0010Row>> {
    return runBrowse<T0010Row>(this.ds, BROWSE, input);
  }
}
