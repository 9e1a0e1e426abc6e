import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the dev outbox lists about one mail (the raw message is the .eml beside it). */
export interface OutboxMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  date: string;
  /** Every http(s) link in the text, in order: the e2e suite and developers follow them. */
  links: string[];
  text: string;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;
/** GET /dev/outbox lists only the newest mails; the folder itself keeps them all. */
export const OUTBOX_LIST_LIMIT = 50;

let sequence = 0;

/**
 * A folder of sent mails for development and tests: each mail as `<id>.eml` (open it in any
 * mail client) and `<id>.json` (what the dev routes list). Ids sort by the time they were sent.
 */
export class Outbox {
  constructor(readonly dir: string) {}

  async save(
    raw: Buffer,
    mail: { to: string[]; from: string; subject: string; text: string },
    date = new Date(),
  ): Promise<OutboxMail> {
    await mkdir(this.dir, { recursive: true });
    sequence = (sequence + 1) % 1_000_000;
    const id = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
    const entry: OutboxMail = {
      id,
      ...mail,
      date: date.toISOString(),
      links: mail.text.match(LINK) ?? [],
    };
    await writeFile(path.join(this.dir, `${id}.eml`), raw);
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const json = path.join(this.dir, `${id}.json`);
    await writeFile(`${json}.tmp`, JSON.stringify(entry, null, 2));
    await rename(`${json}.tmp`, json);
    return entry;
  }

  /** Newest first. */
  async list(limit = OUTBOX_LIST_LIMIT): Promise<OutboxMail[]> {
    const mails: OutboxMail[] = [];
    for (const file of await this.jsonFilesNewestFirst()) {
      if (mails.length >= limit) break;
      const mail = await this.read(file);
      if (mail) mails.push(mail);
    }
    return mails;
  }

  /** The newest mail to this address (compared case-blind), or null. */
  async latestTo(address: string): Promise<OutboxMail | null> {
    const wanted = address.trim().toLowerCase();
    for (const file of await this.jsonFilesNewestFirst()) {
      const mail = await this.read(file);
      if (mail?.to.some((to) => to.toLowerCase() === wanted)) return mail;
    }
    return null;
  }

  private async jsonFilesNewestFirst(): Promise<string[]> {
    try {
      const files = await readdir(this.dir);
      return files
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async read(file: string): Promise<OutboxMail | null> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, file), 'utf8')) as OutboxMail;
    } catch {
      return null;
    }
  }
}
