import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emlNames, mailFilesOf, mailFolder, removeMailFiles } from './mail-files';
import { fileTransport } from './transport';

const EMAIL = 'veerle@example.be';

describe('the mail copies kept as files (issue 44)', () => {
  it('sees an address in the headers and in a body in quoted-printable or base64', () => {
    expect(emlNames(`To: Veerle@Example.be\nSubject: x\n\nDag`, EMAIL)).toBe(true);
    // Quoted-printable cuts a long line anywhere, in the middle of an address too.
    expect(emlNames(`Content-Transfer-Encoding: quoted-printable\n\nvan veerle@exa=\nmple.be =C3=A9`, EMAIL)).toBe(
      true,
    );
    const base64 = Buffer.from(`Doorgestuurd door ${EMAIL}, met groeten`).toString('base64');
    expect(emlNames(`Content-Transfer-Encoding: base64\n\n${base64.slice(0, 40)}\n${base64.slice(40)}\n`, EMAIL)).toBe(
      true,
    );
    expect(emlNames(`To: other@example.be\n\nDag Veerle`, EMAIL)).toBe(false);
  });

  it("finds a person's copies by address and by message id, and removes only those", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-files-'));
    expect(await mailFilesOf(dataDir, EMAIL)).toEqual([]);
    const transport = fileTransport(dataDir);
    await transport.send({ from: 'site@example.be', to: EMAIL, subject: 'Goed ontvangen', text: 'Dag' });
    const id = await transport.send({ from: 'site@example.be', to: 'kantoor@example.be', subject: 'Lead', text: 'x' });
    await transport.send({ from: 'site@example.be', to: 'other@example.be', subject: 'Goed ontvangen', text: 'Dag' });
    writeFileSync(path.join(mailFolder(dataDir), 'notes.txt'), EMAIL);
    const found = await mailFilesOf(dataDir, EMAIL, [id]);
    expect(found).toHaveLength(2);
    await removeMailFiles(dataDir, [...found, '../notes.txt']);
    expect(readdirSync(mailFolder(dataDir)).sort()).toHaveLength(2);
    expect(await mailFilesOf(dataDir, EMAIL, [id])).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
