import { editReducer, hasUnsavedChanges, initialEditState, type EditState } from './edit-state';

const schema = { name: 'required|max:5', email: 'email' };
const loaded = (): EditState =>
  editReducer(initialEditState(), { type: 'loadDone', values: { name: '田中', email: '', tags: ['a'], ok: true } });

describe('edit state (SPEC §4)', () => {
  it('load: init → loading → loaded or error', () => {
    const s = editReducer(initialEditState(), { type: 'loadStart' });
    expect(s.load).toBe('loading');
    expect(editReducer(s, { type: 'loadFail' }).load).toBe('error');
    expect(loaded()).toMatchObject({ load: 'loaded', save: 'init' });
  });

  it('a change makes the form dirty and clears that field’s messages', () => {
    const invalid = editReducer(editReducer(loaded(), { type: 'change', field: 'name', value: '' }), { type: 'submit', schema });
    expect(invalid.errors.name).toHaveLength(1);
    const s = editReducer(invalid, { type: 'change', field: 'name', value: '鈴木' });
    expect(s.save).toBe('dirty');
    expect(s.errors.name).toBeUndefined();
    expect(hasUnsavedChanges(s)).toBe(true);
  });

  it('submit validates with libs/domain first: invalid is validationError with form.invalid, nothing is saved', () => {
    const s = editReducer(editReducer(loaded(), { type: 'change', field: 'email', value: 'not-mail' }), {
      type: 'submit',
      schema,
    });
    expect(s.save).toBe('validationError');
    expect(s.formError).toEqual({ key: 'form.invalid', params: {} });
    expect(s.errors.email).toEqual([{ key: 'validation.email', params: {} }]);
  });

  it('submit runs the screen’s own rules instead of the schema when it has them', () => {
    const validate = () => ({ valid: false, errors: { name: [{ key: 'masters.m20901.teacherRequired', params: {} }] } });
    const s = editReducer(loaded(), { type: 'submit', schema, validate });
    expect(s.save).toBe('validationError');
    expect(s.errors).toEqual({ name: [{ key: 'masters.m20901.teacherRequired', params: {} }] });
    expect(editReducer(loaded(), { type: 'submit', schema, validate: () => ({ valid: true, errors: {} }) }).save).toBe('saving');
  });

  it('submit is refused while a file uploads', () => {
    const uploading = editReducer(loaded(), { type: 'uploadStart' });
    const s = editReducer(uploading, { type: 'submit', schema });
    expect(s.save).toBe('init');
    expect(s.formError).toEqual({ key: 'form.uploading', params: {} });
    const done = editReducer(uploading, { type: 'uploadEnd' });
    expect(editReducer(done, { type: 'submit', schema }).save).toBe('saving');
  });

  it('saving → saved makes the saved values the new initial ones', () => {
    const saving = editReducer(editReducer(loaded(), { type: 'change', field: 'name', value: '佐藤' }), {
      type: 'submit',
      schema,
    });
    expect(saving.save).toBe('saving');
    expect(editReducer(saving, { type: 'change', field: 'name', value: 'x' })).toBe(saving);
    const saved = editReducer(saving, { type: 'saveDone' });
    expect(saved.save).toBe('saved');
    expect(saved.initial).toEqual(saved.values);
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('a 422 puts the server’s messages on their fields; other failures are error', () => {
    const saving = editReducer(loaded(), { type: 'submit', schema });
    const s = editReducer(saving, { type: 'saveFail', fieldErrors: { name: ['重複しています'] } });
    expect(s.save).toBe('validationError');
    expect(s.errors.name).toEqual([{ text: '重複しています' }]);
    expect(editReducer(saving, { type: 'saveFail' }).save).toBe('error');
  });

  it('a save the user declines to confirm leaves the values as they were, unsaved', () => {
    const changed = editReducer(loaded(), { type: 'change', field: 'name', value: '佐藤' });
    const saving = editReducer(changed, { type: 'submit', schema });
    const declined = editReducer(saving, { type: 'saveCancel' });
    expect(declined.save).toBe('dirty');
    expect(declined.values.name).toBe('佐藤');
    expect(hasUnsavedChanges(declined)).toBe(true);
    expect(editReducer(changed, { type: 'saveCancel' })).toBe(changed);
  });

  it('clear empties every field, reset restores the loaded values', () => {
    const cleared = editReducer(loaded(), { type: 'clear' });
    expect(cleared.values).toEqual({ name: null, email: null, tags: [], ok: false });
    expect(cleared.save).toBe('dirty');
    const reset = editReducer(cleared, { type: 'reset' });
    expect(reset.values).toEqual(loaded().values);
    expect(reset.save).toBe('init');
    expect(hasUnsavedChanges(reset)).toBe(false);
  });
});
