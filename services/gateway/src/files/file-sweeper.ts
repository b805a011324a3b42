import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FileStore } from '@school/server-kit';

const EVERY_MS = 3600 * 1000;

// The gateway serves the downloads, so it also clears the expired exports and unfinished writes
// from FILES_DIR: at start and hourly. Every replica may do it; a file already gone is skipped.
@Injectable()
export class FileSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FileSweeper');
  private timer?: NodeJS.Timeout;
  // The sweep started with the application; the unit test awaits it instead of polling the disk.
  firstSweep: Promise<void> = Promise.resolve();

  constructor(private readonly files: FileStore) {}

  onApplicationBootstrap(): void {
    this.firstSweep = this.run();
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.files.sweep();
      if (removed) this.logger.log(`removed ${removed} expired files`);
    } catch (e) {
      this.logger.warn(`sweep failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
