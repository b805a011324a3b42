import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from '../support/axe';
import { PORTALS } from '../support/front-ends';
import { signedInPage, waitForGrid } from '../support/screen';
import { clickVisible, sharedWeb } from '../support/web';

// The grid is built of the ag-grid modules BrowseGrid registers (libs/ui/src/grid/register.ts), not all
// of ag-grid: ag-grid is bundled, not shared, so the build keeps only those (a phone's blocking time on a
// Browse page: docs/benchmarks.md, 2026-11-29). The rows still draw, order and select without ag-grid
// reporting a module it lacks. Its theme's CSS is written at build time (ag-grid-theme.generated.ts), so
// the grid builds and inserts none.
const ROOT = join(__dirname, '..', '..');
// the shell's ag-grid chunk was 1,463,629 bytes with every community module (ag-grid and ag-stack);
// 755,958 with the three the grid registers
const AG_GRID_MAX_BYTES = 900_000;
// a module of AllCommunityModule the grid does not register, by its name in the minified build
const UNUSED_MODULE = 'moduleName:"CsvExport"';
const GRID = '[data-testid="browse-grid"]';

describe('the grid’s ag-grid modules', () => {
  const web = sharedWeb();
  const signedIn = signedInPage(web, 'admin');

  it('are the only ones of ag-grid each build ships', () => {
    const shell = join(ROOT, 'shell', 'dist');
    const chunk = readdirSync(shell).filter((n) => /^ag-grid\.[0-9a-f]{8}\.js$/.test(n));
    expect(chunk).toHaveLength(1);
    expect(statSync(join(shell, chunk[0])).size).toBeLessThan(AG_GRID_MAX_BYTES);
    const withUnused = ['shell', ...PORTALS].flatMap((app) =>
      readdirSync(join(ROOT, app, 'dist'))
        .filter((n) => n.endsWith('.js') && readFileSync(join(ROOT, app, 'dist', n), 'utf8').includes(UNUSED_MODULE))
        .map((n) => `${app}/${n}`),
    );
    expect(withUnused).toEqual([]);
  });

  it('draw, order and select M20101’s rows without ag-grid missing a module', async () => {
    const page = signedIn();
    const reported: string[] = [];
    page.on('console', (m) => /AG Grid/i.test(m.text()) && reported.push(m.text()));
    await page.goto(`${web.shellUrl}/M20101`);
    await waitForGrid(page, '渋谷校');
    // ordering reads the columns' state (ColumnApiModule), a click selects its row (RowSelectionModule)
    await clickVisible(page, `${GRID} .ag-header-cell[col-id="center_no"] .ag-header-cell-label`);
    await page.waitForSelector(`${GRID} .ag-header-cell[col-id="center_no"][aria-sort="ascending"]`);
    await waitForGrid(page, '渋谷校');
    await clickVisible(page, `${GRID} .ag-row[row-index="0"] .ag-cell[col-id="prefecture"]`);
    await page.waitForSelector(`${GRID} .ag-row-selected`);
    // the ordered header and the selected row in the build's theme CSS (m20101.spec audits the others)
    await expectAccessible(page, 'M20101 ordered, a row selected');
    // ag-grid reports a missing module 50 ms after its use
    await new Promise((r) => setTimeout(r, 300));
    expect(reported).toEqual([]);
  });

  it('take the theme’s CSS written at build time, the same as ag-grid’s own', () => {
    // the generator's check: ag-grid's output in Chromium with the registered modules, against the file
    const generator = join(ROOT, 'tools', 'build', 'ag-grid-theme-css.mjs');
    expect(() => execFileSync(process.execPath, [generator, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('draw M20101 with that CSS, under the nonce, and ag-grid inserts none of its own', async () => {
    const page = signedIn();
    await page.goto(`${web.shellUrl}/M20101`);
    await waitForGrid(page, '渋谷校');
    const drawn = await page.evaluate((grid: string) => {
      const theme = [...document.querySelectorAll<HTMLStyleElement>('style[data-ag-grid-theme]')];
      const header = getComputedStyle(document.querySelector(`${grid} .ag-header-cell`)!);
      const wrapper = getComputedStyle(document.querySelector(`${grid} .ag-root-wrapper`)!);
      return {
        agGridStyles: document.querySelectorAll('style[data-ag-css]').length,
        themeStyles: theme.map((s) => Boolean(s.nonce)),
        headerFontWeight: header.fontWeight,
        wrapperBorder: wrapper.borderTopStyle,
      };
    }, GRID);
    // Quartz's header weight and its wrapper's border (none without the theme's CSS)
    expect(drawn).toEqual({ agGridStyles: 0, themeStyles: [true], headerFontWeight: '500', wrapperBorder: 'solid' });
  });
});
