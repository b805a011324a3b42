import type { CalendarDayRecord, DropdownOption } from '@school/contracts';
import { fiscalYearOf, fiscalYearRange, tokyoDate } from '@school/domain';
import { expectAccessible } from '../support/axe';
import { ApiSession } from '../support/session';
import { answerYes, apiAs, signedInPage } from '../support/screen';
import { bodyText, clickVisible, waitForText, sharedWeb } from '../support/web';

// M21001 calendar and holidays in headless Chromium against the real stack: the fiscal-year view,
// the batch edit (close a day, one validation failure with its message, delete a day's setting),
// the unsaved-changes prompt and the center-switch confirmation.
describe('M21001 calendar and holidays (browser)', () => {
  const web = sharedWeb();
  let api: ApiSession;
  let centers: DropdownOption[];
  const year = fiscalYearOf(tokyoDate(Date.now())) + 1;

  const days = async (centerNo: number): Promise<CalendarDayRecord[]> => {
    const { start, end } = fiscalYearRange(year);
    return (await api.call('M21001_getCalendarByRange', { center_no: centerNo, start_date: start, end_date: end })).output.days;
  };

  beforeAll(async () => {
    api = await apiAs(web, 'head');
    centers = (await api.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 })).output;
  }, 120000);
  const signedIn = signedInPage(web, 'head');

  it('shows a fiscal year April–March with its closed days', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M21001?center_no=${centers[0].value}&year=${year}`);
    await page.waitForSelector(`[data-testid="day-${year}-04-01"]`);
    await page.waitForSelector(`[data-testid="day-${year + 1}-03-31"]`);
    expect(await page.$(`[data-testid="day-${year + 1}-04-01"]`)).toBeNull();
    expect(await page.$eval(`[data-testid="day-${year}-05-03"]`, (el) => el.getAttribute('data-closed'))).toBe('1');
    await waitForText(page, `${year}/05/03`);
    expect(await bodyText(page)).toContain('憲法記念日');
    await expectAccessible(page, 'M21001 fiscal year');
    await clickVisible(page, '[data-testid="m21001-next"]');
    await page.waitForSelector(`[data-testid="day-${year + 2}-03-31"]`);
    expect(await page.$(`[data-testid="day-${year}-04-01"]`)).toBeNull();
    await waitForText(page, `${year + 1}年度`);
  });

  it('edits days from tomorrow on: a validation failure, a delete, a closed day saved', async () => {
    const page = signedIn();
    const centerNo = centers[0].value;
    const holiday = `${year}-05-03`;
    const target = (await days(centerNo)).find(
      (d) => d.closed_flag === 0 && d.schedule_date >= `${year}-06-01`,
    ) as CalendarDayRecord;
    await page.goto(`${web.shellUrl}/M21001?center_no=${centerNo}&year=${year}`);
    await clickVisible(page, '[data-testid="m21001-edit"]');
    await page.waitForFunction((y: number) => location.pathname === `/M21001/edit/${y}`, {}, year);
    // the batch edit's own calendar, not the list's one it replaces
    await page.waitForSelector('[data-testid="m21001-save"]');
    await page.waitForSelector(`[data-testid="day-${holiday}"]`);

    // open the holiday without periods: the page's own check refuses it, nothing is sent
    await page.click(`[data-testid="day-${holiday}"]`);
    await waitForText(page, '1日を選択中');
    await clickVisible(page, '[data-testid="m21001-open"]');
    await clickVisible(page, '[data-testid="m21001-apply"]');
    await clickVisible(page, '[data-testid="m21001-save"]');
    await waitForText(page, '入力内容にエラーがあります。修正してください。');
    await waitForText(page, '営業日は開始時限と終了時限を選択してください');
    await expectAccessible(page, 'M21001 batch edit with a validation error');

    // deleting the day's setting brings the holiday back, after the confirmation
    await clickVisible(page, '[data-testid="m21001-delete"]');
    await waitForText(page, '本当に削除しますか？');
    await expectAccessible(page, 'M21001 delete confirmation');
    await answerYes(page);
    await page.waitForFunction(
      (d: string) => document.querySelector(`[data-testid="day-${d}"]`)?.getAttribute('data-closed') === '1',
      {},
      holiday,
    );
    await clickVisible(page, '[data-testid="m21001-clear-selection"]');
    await waitForText(page, '選択をクリアしました');

    // close another day with a remark and save
    await page.click(`[data-testid="day-${target.schedule_date}"]`);
    await clickVisible(page, '[data-testid="m21001-closed"]');
    await page.type('[data-testid="m21001-remarks"]', '臨時休業テスト');
    await clickVisible(page, '[data-testid="m21001-apply"]');
    await page.waitForFunction(
      (d: string) => document.querySelector(`[data-testid="day-${d}"]`)?.getAttribute('data-closed') === '1',
      {},
      target.schedule_date,
    );

    // leaving with the unsaved change asks first; staying keeps it
    await clickVisible(page, '[data-testid="m21001-back"]');
    await waitForText(page, '変更内容が保存されていません。移動しますか？');
    await clickVisible(page, '.ant-modal-confirm .ant-btn:not(.ant-btn-primary)');
    await page.waitForSelector('.ant-modal-confirm', { hidden: true });
    expect(new URL(page.url()).pathname).toBe(`/M21001/edit/${year}`);

    await clickVisible(page, '[data-testid="m21001-save"]');
    await waitForText(page, '一括編集が完了しました。');
    const saved = (await days(centerNo)).find((d) => d.schedule_date === target.schedule_date);
    expect(saved).toMatchObject({ closed_flag: 1, tstart_ime_limit_no: 0, end_time_limit_no: 0, remarks: '臨時休業テスト' });
    expect((await days(centerNo)).find((d) => d.schedule_date === holiday)).toMatchObject({
      closed_flag: 1,
      remarks: '憲法記念日',
    });
  });

  it('asks before switching the center', async () => {
    const page = signedIn();
    const [from, to] = centers;
    await page.goto(`${web.shellUrl}/M21001/edit/${year}?center_no=${from.value}`);
    await page.waitForSelector('[data-testid="m21001-save"]');
    await page.waitForSelector(`[data-testid="day-${year}-04-01"]`);
    await clickVisible(page, '[data-testid="m21001-center"]');
    await clickVisible(
      page,
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${to.label}"]`,
    );
    await waitForText(page, `センターを「${from.label}」から「${to.label}」に切り替えますか？`);
    await answerYes(page);
    await page.waitForFunction((no: number) => new URL(location.href).searchParams.get('center_no') === String(no), {}, to.value);
    await page.waitForSelector(`[data-testid="day-${year}-04-01"]`);
  });
});
