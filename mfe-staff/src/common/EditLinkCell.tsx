import { Link } from '@school/ui/router';
import type { ICellRendererParams } from 'ag-grid-community';

export type EditLinkCellParams<Row> = { to: (row: Row) => string };

// A list cell whose text opens the row's edit page (colDef.cellRendererParams gives the path).
export function EditLinkCell<Row>({ data, value, to }: ICellRendererParams<Row> & EditLinkCellParams<Row>) {
  return data ? <Link to={to(data)}>{String(value ?? '')}</Link> : null;
}
