// The pages behind approval, veto, quorum and escalation links, driven in Debian's Chromium through
// playwright-core (pinned in package.json; no browser download). Records are created over REST with the
// run's API key, the links they return are opened in a 360 px wide browser, and the buttons are clicked
// like a person would. Every page must: show caller-supplied strings as text, never send the token in a
// request URL, send no Referer, stay on its own origin, and raise no CSP violation or script error.
// A screenshot of each page before and after the click goes to e2e/artifacts/.
//
// Environment: CAIRN_BASE_URL, CAIRN_API_KEY; CHROMIUM_PATH (default /usr/bin/chromium).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = required('CAIRN_BASE_URL');
const apiKey = required('CAIRN_API_KEY');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
const WAIT_MS = 15000;
const SHORT_VETO_WINDOW_SECONDS = 60;
let browser;
/** A challenge whose page stays open while the other scenarios run, until its veto window closes. */
let waiting;

before(async () => {
    assert.ok(existsSync(chromiumPath),
        `no Chromium at ${chromiumPath}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`);
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    const control = { control_id: `e2e-window-${hex(6)}`, action_fingerprint: `sha256:${hex(32)}` };
    const created = await rest('/v1/challenges/manage', {
        operation: 'create', ...control, veto_window_seconds: SHORT_VETO_WINDOW_SECONDS, execution_window_seconds: 600,
        title: 'Send the weekly invoices',
    });
    const page = await open(created.veto_url);
    await statusSays(page, 'You can veto this action until');
    waiting = { control, page, deadline: Date.parse(created.veto_deadline) };
});

after(async () => {
    await browser?.close();
});

test('(a) approval: open the link, approve with a note, check_approval says approved', { timeout: 60000 }, async () => {
    const created = await rest('/v1/approvals/request', {
        title: 'Deploy release 7.6 to production',
        description: 'Rolls out the new billing worker.\nRollback plan: redeploy 7.5.',
        expires_in_seconds: 3600,
    });
    assert.equal(created.status, 'pending');
    assert.ok(created.approval_url.startsWith(`${base}/approve/${created.approval_id}#`), created.approval_url);

    const page = await open(created.approval_url);
    await statusSays(page, 'Waiting for your decision');
    assert.equal(await page.getByRole('heading', { level: 2 }).textContent(), 'Deploy release 7.6 to production');
    assert.match(await page.locator('p.text').textContent(), /Rolls out the new billing worker\.\nRollback plan/);
    assert.match(await page.locator('time').nth(1).textContent(), /\(in (59|60) min\)$/);
    await page.getByLabel('Note (optional)').fill('Looks good, ship it.');
    await shoot(page, 'approval-before');

    await page.getByRole('button', { name: 'Approve' }).click();
    await statusSays(page, 'Approved.');
    assert.equal(await page.getByRole('button').count(), 0, 'a decided approval offers no buttons');
    assert.equal(await page.locator('.state').textContent(), 'Approved');
    await shoot(page, 'approval-after');

    const checked = await rest('/v1/approvals/check', { approval_id: created.approval_id });
    assert.equal(checked.status, 'approved');
    assert.equal(checked.note, 'Looks good, ship it.');

    await page.reload();
    await statusSays(page, /^Approved on /);
    assert.equal(await page.getByRole('button').count(), 0);
    await page.close();
});

test('(b) veto window: veto through the page before the deadline, then consume is refused', { timeout: 60000 }, async () => {
    const control = { control_id: `e2e-veto-${hex(6)}`, action_fingerprint: `sha256:${hex(32)}` };
    const created = await rest('/v1/challenges/manage', {
        operation: 'create', ...control, veto_window_seconds: 300, execution_window_seconds: 3600,
        title: 'Delete 1,204 stale customer records',
    });
    assert.ok(created.veto_url.startsWith(`${base}/veto/${created.challenge_id}#`), created.veto_url);

    const page = await open(created.veto_url);
    await statusSays(page, 'You can veto this action until');
    assert.equal(await page.getByRole('heading', { level: 2 }).textContent(), 'Delete 1,204 stale customer records');
    assert.match(await page.locator('time').first().textContent(), /\(in [45] min\)$/);
    await shoot(page, 'veto-before');

    await page.getByRole('button', { name: 'Veto' }).click();
    await page.getByText('Veto this action?').waitFor({ timeout: WAIT_MS });
    await shoot(page, 'veto-confirm');
    await page.getByRole('button', { name: 'Yes, veto it' }).click();
    await statusSays(page, 'Vetoed. The action will not run.');
    assert.equal(await page.locator('.state').textContent(), 'Vetoed');
    assert.equal(await page.getByRole('button').count(), 0, 'a vetoed challenge offers no buttons');
    await shoot(page, 'veto-after');

    const consumed = await rest('/v1/challenges/manage', { operation: 'consume', ...control });
    assert.equal(consumed.applied, false);
    assert.equal(consumed.safe_to_execute, false);
    assert.equal(consumed.status, 'vetoed');
    await page.close();
});

test('(h) a click on a page that went stale shows why nothing changed', { timeout: 60000 }, async () => {
    const control = { control_id: `e2e-stale-${hex(6)}`, action_fingerprint: `sha256:${hex(32)}` };
    const created = await rest('/v1/challenges/manage', {
        operation: 'create', ...control, veto_window_seconds: 300, title: 'Rotate the signing key',
    });
    const page = await open(created.veto_url);
    await statusSays(page, 'You can veto this action until');

    const cancelled = await rest('/v1/challenges/manage', { operation: 'cancel', ...control });
    assert.equal(cancelled.applied, true);
    await page.getByRole('button', { name: 'Veto' }).click();
    await page.getByRole('button', { name: 'Yes, veto it' }).click();
    await statusSays(page, 'The requester already cancelled this action; it will not run.');
    assert.equal(await page.locator('.state').textContent(), 'Cancelled');
    assert.equal(await page.getByRole('button').count(), 0, 'a cancelled challenge offers no buttons');
    await shoot(page, 'veto-stale-cancelled');

    const view = await rest('/v1/challenges/manage', { operation: 'check', ...control });
    assert.equal(view.status, 'cancelled');
    assert.equal(view.vetoed_at, null, 'the refused veto left no trace');
    await page.close();
});

test('(c) 2-of-3 quorum: two member pages approve, the third sees it closed, consume succeeds once', { timeout: 90000 }, async () => {
    const control = { control_id: `e2e-quorum-${hex(6)}`, action_fingerprint: `sha256:${hex(32)}` };
    const created = await rest('/v1/quorums/manage', {
        operation: 'create', ...control, required_votes: 2, member_count: 3, title: 'Rotate the production signing key',
    });
    assert.equal(created.member_urls.length, 3);

    const pages = [];
    for (const [index, url] of created.member_urls.entries()) {
        assert.ok(url.startsWith(`${base}/quorum/${created.quorum_id}#`), url);
        const page = await open(url, { colorScheme: index === 2 ? 'dark' : 'light' });
        await statusSays(page, 'Your vote is needed');
        assert.ok((await page.locator('dl').textContent()).includes(`Member ${index + 1} of 3`));
        await shoot(page, `quorum-member${index + 1}-before`);
        pages.push(page);
    }

    await pages[0].getByRole('button', { name: 'Approve' }).click();
    await statusSays(pages[0], 'Your approval is recorded. You approved on');
    assert.match(await status(pages[0]), /1 of 2 approvals/);
    await shoot(pages[0], 'quorum-member1-after');

    await pages[1].getByRole('button', { name: 'Approve' }).click();
    await statusSays(pages[1], 'Your approval is recorded. Closed: the quorum approved this action');
    await shoot(pages[1], 'quorum-member2-after');

    // The third member's page was opened while the vote was open: its click arrives too late.
    await pages[2].getByRole('button', { name: 'Approve' }).click();
    await statusSays(pages[2], 'Too late: the vote is closed (approved).');
    assert.equal(await pages[2].getByRole('button').count(), 0);
    await pages[2].reload();
    await statusSays(pages[2], 'Closed: the quorum approved this action');
    assert.equal(await pages[2].getByRole('button').count(), 0);
    await shoot(pages[2], 'quorum-member3-after');

    const first = await rest('/v1/quorums/manage', { operation: 'consume', ...control });
    assert.equal(first.applied, true, JSON.stringify(first));
    const second = await rest('/v1/quorums/manage', { operation: 'consume', ...control });
    assert.equal(second.applied, false, JSON.stringify(second));

    await pages[0].reload();
    await statusSays(pages[0], 'Closed: the quorum approved this action and it has started.');
    for (const page of pages) {
        await page.close();
    }
});

test('(d) escalation: acknowledge, then resolve, through the operator page', { timeout: 60000 }, async () => {
    const created = await rest('/v1/escalations/manage', {
        operation: 'create', control_id: `e2e-esc-${hex(6)}`, incident_fingerprint: `sha256:${hex(32)}`,
        severity: 'high', response_sla_seconds: 900, resolution_sla_seconds: 7200,
        title: 'Payment webhook failures above 5%',
    });
    assert.ok(created.operator_url.startsWith(`${base}/escalation/${created.escalation_id}#`), created.operator_url);

    const page = await open(created.operator_url);
    await statusSays(page, 'Open: acknowledge by');
    assert.equal(await page.getByRole('heading', { level: 2 }).textContent(), 'Payment webhook failures above 5%');
    assert.match(await page.locator('dl').textContent(), /SeverityHigh/);
    assert.match(await page.locator('time').nth(1).textContent(), /\(in 1[45] min\)$/);
    await shoot(page, 'escalation-before');

    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await statusSays(page, 'Acknowledged.');
    assert.equal(await page.locator('.state').textContent(), 'Acknowledged');
    assert.deepEqual(await page.getByRole('button').allTextContents(), ['Resolve']);
    await shoot(page, 'escalation-acknowledged');

    await page.getByRole('button', { name: 'Resolve' }).click();
    await statusSays(page, 'Resolved.');
    assert.equal(await page.locator('.state').textContent(), 'Resolved');
    assert.equal(await page.getByRole('button').count(), 0);
    await shoot(page, 'escalation-resolved');

    const checked = await rest('/v1/escalations/manage', { operation: 'check', control_id: created.control_id });
    assert.equal(checked.status, 'resolved');
    assert.ok(checked.acknowledged_at && checked.resolved_at);
    await page.close();
});

test('(e) a title with <script> and an onerror <img> renders as literal text', { timeout: 60000 }, async () => {
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    const created = await rest('/v1/approvals/request', { title: hostile, description: '<b>not bold</b> & <i>not italic</i>' });

    const page = await open(created.approval_url);
    await statusSays(page, 'Waiting for your decision');
    assert.equal(await page.getByRole('heading', { level: 2 }).textContent(), hostile);
    assert.ok(await page.getByText(hostile, { exact: true }).isVisible(), 'the title is visible as text');
    assert.equal(await page.locator('p.text').textContent(), '<b>not bold</b> & <i>not italic</i>');
    assert.equal(await page.locator('img').count(), 0);
    assert.equal(await page.locator('b, i').count(), 0);
    assert.equal(await page.locator('script').count(), 1, 'only page.js');
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await shoot(page, 'hostile-title');
    await page.close();
});

test('(f) broken links explain themselves', { timeout: 60000 }, async () => {
    const created = await rest('/v1/approvals/request', { title: 'Broken link check' });
    const pageUrl = created.approval_url.slice(0, created.approval_url.indexOf('#'));

    const noToken = await open(pageUrl);
    await statusSays(noToken, 'This link is incomplete');
    await shoot(noToken, 'link-incomplete');
    await noToken.close();

    const wrongToken = await open(`${pageUrl}#${'A'.repeat(43)}`);
    await statusSays(wrongToken, 'This link is not valid.');
    assert.equal(await wrongToken.getByRole('button').count(), 0);
    await shoot(wrongToken, 'link-not-valid');
    await wrongToken.close();

    const unknown = await open(`${base}/approve/apr_${"0".repeat(26)}${created.approval_url.slice(pageUrl.length)}`);
    await statusSays(unknown, 'No such request (it may have expired and been removed).');
    await shoot(unknown, 'link-not-found');
    await unknown.close();
});

test('(g) a page left open sees the veto window close on its own, and then consume is granted', { timeout: 120000 }, async () => {
    const { control, page, deadline } = waiting;
    assert.ok(await page.getByRole('button', { name: 'Veto' }).isVisible(), 'Veto is offered while the window is open');
    await statusSays(page, 'The veto window closed on', Math.max(0, deadline - Date.now()) + WAIT_MS);
    assert.equal(await page.locator('.state').textContent(), 'Executable');
    assert.equal(await page.getByRole('button').count(), 0, 'no Veto once the window has closed');
    await shoot(page, 'veto-window-closed');

    const consumed = await rest('/v1/challenges/manage', { operation: 'consume', ...control });
    assert.equal(consumed.applied, true, JSON.stringify(consumed));
    assert.equal(consumed.safe_to_execute, true);
    await page.reload();
    await statusSays(page, 'the action has started');
    await page.close();
});

/**
 * Opens a link in a fresh phone-sized context and watches everything it sends: checked when the page
 * closes, so every scenario proves the token stays out of URLs and no Referer leaves.
 */
async function open(url, { colorScheme = 'light' } = {}) {
    const token = new URL(url).hash.slice(1);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, colorScheme });
    const page = await context.newPage();
    const sent = [];
    const problems = [];
    page.on('request', (request) => sent.push(request.allHeaders().then((headers) => ({ request, headers }))));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
            problems.push(`console: ${message.text()}`);
        }
    });
    const close = page.close.bind(page);
    page.close = async () => {
        await verify(await Promise.all(sent), token, problems);
        await close();
        await context.close();
    };
    await page.goto(url);
    return page;
}

async function verify(requests, token, problems) {
    assert.deepEqual(problems, [], 'no CSP violation or script error');
    assert.ok(requests.length >= 3, 'the page, its stylesheet and script at least');
    for (const { request, headers } of requests) {
        const onTheWire = new URL(request.url());
        onTheWire.hash = ''; // never sent
        assert.equal(onTheWire.origin, new URL(base).origin, `${request.url()} leaves the origin`);
        if (token) {
            assert.ok(!onTheWire.href.includes(token), `the token is in the URL of ${request.method()} ${onTheWire.pathname}`);
        }
        // After a reload Chromium reports an empty referer for the subresources: empty carries no URL.
        assert.ok(!headers.referer, `${request.method()} ${onTheWire.pathname} sent Referer ${headers.referer}`);
        if (request.method() === 'POST') {
            assert.ok(onTheWire.pathname.startsWith('/v1/') && onTheWire.pathname.includes('/public/'), onTheWire.pathname);
            assert.equal(headers.cookie, undefined);
            if (token) {
                assert.equal(JSON.parse(request.postData()).token, token, 'the token travels in the body');
            }
        }
    }
}

async function statusSays(page, expected, timeout = WAIT_MS) {
    const region = page.getByRole('status');
    try {
        await region.filter({ hasText: expected }).waitFor({ timeout });
    } catch (error) {
        assert.fail(`the status region never said ${expected}; it says: ${await region.textContent()}`);
    }
}

async function status(page) {
    return page.getByRole('status').textContent();
}

async function shoot(page, name) {
    await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
}

async function rest(path, body) {
    const response = await fetch(new URL(path, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(body),
    });
    const text = await response.text();
    assert.equal(response.status, 200, `POST ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text);
}

function hex(bytes) {
    return randomBytes(bytes).toString('hex');
}

function required(name) {
    const value = process.env[name];
    if (!value) {
        throw new Error(`${name} must be set (run e2e/run.sh, which starts Cairn and sets it)`);
    }
    return value;
}
