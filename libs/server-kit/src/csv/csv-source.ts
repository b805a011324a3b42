import { type DataSource } from 'typeorm';
import { browseListQuery, countBrowseList, type BrowseSpec } from '../browse/browse.repository';
import { type CsvExportSpec } from './csv-exporter';
import { sqlCursor } from './csv.repository';

// An export of a Browse list as the user filtered, searched and ordered it (searchInfo, orderBy).
export const browseCsvSource = <Row>(ds: DataSource, spec: BrowseSpec): Pick<CsvExportSpec<Row>, 'count' | 'rows'> => ({
  count: (input) => countBrowseList(ds, spec, input),
  rows: (input) => {
    const { rowsSql, params } = browseListQuery(spec, input);
    return sqlCursor<Row>(ds, rowsSql, params);
  },
});
