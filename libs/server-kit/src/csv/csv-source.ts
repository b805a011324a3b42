import { type DataSource } from 'typeorm';
import { browseListQuery, type BrowseSpec } from '../browse/browse-query';
import { type CsvExportSpec } from './csv-exporter';
import { sqlCursor } from './sql-cursor';

// An export of a Browse list as the user filtered, searched and ordered it (searchInfo, orderBy).
export const browseCsvSource = <Row>(ds: DataSource, spec: BrowseSpec): Pick<CsvExportSpec<Row>, 'count' | 'rows'> => ({
  count: async (input) => {
    const { countSql, params } = browseListQuery(spec, input);
    const [{ total }] = (await ds.query(countSql, params)) as { total: number }[];
    return total;
  },
  rows: (input) => {
    const { rowsSql, params } = browseListQuery(spec, input);
    return sqlCursor<Row>(ds, rowsSql, params);
  },
});
