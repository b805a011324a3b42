import * as domain from './index';

describe('@school/domain entry point', () => {
  it('exposes every area', () => {
    expect(typeof domain.validateForm).toBe('function');
    expect(typeof domain.rules.maxValue).toBe('function');
    expect(domain.rules.max('abcdefghijk', 10)?.key).toBe('validation.max');
    expect(typeof domain.validateNamesBatch).toBe('function');
    expect(typeof domain.checkColor).toBe('function');
    expect(typeof domain.textColorFor).toBe('function');
    expect(typeof domain.relativeTime).toBe('function');
    expect(typeof domain.addWorkingDays).toBe('function');
    expect(typeof domain.reportMode).toBe('function');
    expect(typeof domain.checkAssignment).toBe('function');
    expect(typeof domain.allowedFunctionIds).toBe('function');
    expect(domain.MESSAGES_JA['confirm.delete']).toBe('本当に削除しますか？');
  });
});
