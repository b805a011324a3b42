// @school/ui/screens: what the screens are built of — the Browse and Edit pages, the form fields, the
// pickers and the grid. A shared singleton of its own, loaded with the first screen that uses it, so
// that the login screen does not download antd's pickers, selects and tables (issue 10).
export * from './components/BrowsePage';
export * from './components/EditPage';
export * from './components/MasterEditPage';
export * from './components/FieldItem';
export * from './components/TextField';
export * from './components/NumberField';
export * from './components/SelectField';
export * from './components/MultiSelectField';
export * from './components/CsvExportButton';
export * from './components/JobProgressDialog';
export * from './components/FilePicker';
export * from './components/RichTextField';
export * from './components/RichTextView';
export * from './components/AttachmentList';
export * from './components/DateRangePicker';
export * from './components/CenterFilter';
export * from './components/DateTimeRangePicker';
export * from './components/TimePicker12h';
export * from './components/DurationPicker';
export * from './components/TextListInput';
export * from './components/ConfirmDeleteButton';
export * from './components/CalendarFeedPanel';
