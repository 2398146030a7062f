import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../modules/ledger/index.ts';
import { operatorCliSuite } from '../testing/operator-cli.ts';
import { newMember, type TestMember } from '../testing/slot-fixtures.ts';
import { TEST_DATABASES } from '../testing/test-platform.ts';

const TOKEN = 'promotion-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('npm run platform -- promotion applications on %s', (kind) => {
  const suite = operatorCliSuite(kind, TOKEN);
  const cli = (args: readonly string[]) => suite.cli(args);

  const applyAs = async (m: TestMember, promotionId: number, comment: string) => {
    const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c08020' } })
      .png()
      .toBuffer();
    const res = await suite.t.request('/wps/relay/MCSFE_applyPromotion', {
      method: 'POST',
      headers: { Authorization: m.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ promotionId: String(promotionId), comment, images: [image.toString('base64')] }),
    });
    expect(res.status).toBe(200);
  };

  it('adds an application promotion, lists what members sent, saves the screenshots, and approves or rejects each once', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const added = await cli([
      'promotions',
      'add',
      '--kind',
      'application',
      '--reward',
      '25',
      '--turnover',
      '2',
      '--title-es',
      'Tu premio',
      '--title-en',
      'Your win',
      '--text-es',
      'Envía una captura.',
      '--text-en',
      'Send a screenshot.',
      '--from',
      from,
      '--json',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const promotion = JSON.parse(added.stdout) as { id: number; kind: string; reward: string };
    expect(promotion).toMatchObject({ kind: 'application', reward: '25.00' });
    expect((await cli(['promotions', 'list'])).stdout).toMatch(
      new RegExp(`^${promotion.id}\\s+open\\s+application\\s+25\\.00 once the operator approves`, 'm'),
    );
    expect((await cli(['promotions', 'add', '--kind', 'application', '--percent', '5', '--cap', '9', '--turnover', '1', '--title-es', 'a'])).code).toBe(2);

    const [ana, ben] = [await newMember(suite.t), await newMember(suite.t)];
    await applyAs(ana, promotion.id, 'x500 on Fortune');
    await applyAs(ben, promotion.id, 'x120 on Dragon');
    const listed = await cli(['promotions', 'applications']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`\\b${ana.account}\\s+${promotion.id} Your win\\s+25\\.00 MXN\\s+1\\s+x500 on Fortune\\s+pending`));
    const applications = JSON.parse((await cli(['promotions', 'applications', '--json'])).stdout) as { id: number; account: string }[];
    const of = (m: TestMember) => applications.find((a) => a.account === m.account)!.id;

    const folder = await mkdtemp(join(tmpdir(), 'applications-'));
    const saved = await cli(['promotions', 'images', String(of(ana)), folder]);
    expect(saved.code, saved.stderr).toBe(0);
    const file = join(folder, `application-${of(ana)}-1.png`);
    expect(saved.stdout).toContain(file);
    expect((await sharp(await readFile(file)).metadata()).width).toBe(30);
    // A file already there is never replaced.
    expect((await cli(['promotions', 'images', String(of(ana)), folder])).code).toBe(1);

    const approved = await cli(['promotions', 'approve', String(of(ana)), '--by', 'ana.ops']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`Application ${of(ana)} (${ana.account}) is approved: 25.00 MXN paid as a bonus.`);
    expect((await cli(['promotions', 'approve', String(of(ana))])).code).toBe(1);
    expect((await walletBalance(suite.t.platform, ana.id))?.balance).toBe(2_500n);

    expect((await cli(['promotions', 'reject', String(of(ben))])).code).toBe(2);
    const rejected = await cli(['promotions', 'reject', String(of(ben)), '--reason', 'The win is under 100x']);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`Application ${of(ben)} (${ben.account}) is rejected: The win is under 100x.`);
    expect((await cli(['promotions', 'applications'])).stdout).not.toContain(ben.account);
    expect((await cli(['promotions', 'applications', '--status', 'rejected'])).stdout).toMatch(
      new RegExp(`\\b${ben.account}\\b.*\\brejected\\b.*The win is under 100x`),
    );
    expect((await cli(['promotions', 'applications', '--status', 'lost'])).code).toBe(2);
  });
});
