import { Inject, Injectable } from '@nestjs/common';
import { CHROMIUM_FLAGS, type ConfigOf, SERVICE_CONFIG } from '@school/server-kit';
import puppeteer from 'puppeteer-core';
import { type schedulingEnv } from '../config';

// a server's /dev/shm may be small: Chromium's shared memory goes to /tmp instead
const FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

// Renders the server's own HTML to an A4 landscape PDF with the system Chromium. The page may fetch
// nothing: every request but the document itself is refused, so no text in it (a name, a note, a
// meeting URL) can make the server call an address.
@Injectable()
export class PdfRenderer {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof schedulingEnv>) {}

  async render(html: string): Promise<Buffer> {
    const browser = await puppeteer.launch({ executablePath: this.config.CHROMIUM_PATH, args: FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        void (request.url() === 'about:blank' ? request.continue() : request.abort('blockedbyclient'));
      });
      await page.setContent(html, { waitUntil: 'load' });
      return Buffer.from(await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true }));
    } finally {
      await browser.close();
    }
  }
}
