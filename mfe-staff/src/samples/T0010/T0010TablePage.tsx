import { T0010BrowsePage } from './T0010BrowsePage';

// T0010Table (/t0010/table): the sample list as a paged table.
export const T0010TablePage = () => <T0010BrowsePage form="table" />;
