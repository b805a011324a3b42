import { T0010BrowsePage } from './T0010BrowsePage';

// T0010List (/t0010/list): the sample list, growing page by page with the "more" button.
export const T0010ListPage = () => <T0010BrowsePage form="list" />;
