// The quality card page (GET /cards/{card_id}), driven in Debian's Chromium through playwright-core. Three
// contributor accounts (created with the admin task, plan=contributor: verified from the start) record
// structured observations of one fresh target over REST. With two contributors the page must say one more
// is needed and show no figure; with the third it shows the rates, latency and prices, and a filed appeal
// shows as pending and unverified without changing them. Every page must load
// only its own stylesheet, fit 360 px and raise no CSP violation or script error. Full-page screenshots go to
// e2e/artifacts/quality-card-pending.png and quality-card.png.
//
// Environment: CAIRN_BASE_URL, CAIRN_ADMIN_URL; CHROMIUM_PATH (default /usr/bin/chromium).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = required('CAIRN_BASE_URL');
const admin = required('CAIRN_ADMIN_URL');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
const WIDTH = 360;
const name = `e2e-${hex(6)}.example`;
const target = {
    target_type: 'mcp_server', provider_domain: name, canonical_endpoint: `https://${name}/mcp`,
    version: '1.4.2', task_category: 'summarize-issues',
};
// Every contributor reports the same three runs, so the weighted figures do not depend on the weights:
// two successes in three, always reliable, a median quoted price of 1.5 and final price of 1.2 units (shown
// within 1 %: the service keeps latencies and prices in logarithmic buckets).
const RUNS = [
    { outcome_success: true, reliability: true, latency_ms: 120 },
    { outcome_success: true, reliability: true, latency_ms: 480 },
    { outcome_success: false, reliability: true, latency_ms: 2600 },
];
let browser;
let contributors;

before(async () => {
    assert.ok(existsSync(chromiumPath),
        `no Chromium at ${chromiumPath}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`);
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    contributors = [await contributorKey(), await contributorKey(), await contributorKey()];
});

after(async () => {
    await browser?.close();
});

test('a card with no evidence is an HTML 404 page', { timeout: 60000 }, async () => {
    const page = await open(`${base}/cards/tmc_${'0'.repeat(40)}`, 404);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'No evidence recorded');
    await page.close();
});

test('below three verified contributors the card shows no figure, then the third one scores it', { timeout: 90000 }, async () => {
    const cardUrl = await record(contributors[0]);
    assert.equal(await record(contributors[1]), cardUrl, 'one target and task, one card');
    assert.match(cardUrl, new RegExp(`^${base}/cards/tmc_[a-f0-9]{40}$`));

    const pending = await open(cardUrl);
    assert.equal(await text(pending, '.state'), 'Insufficient evidence');
    assert.ok((await text(pending, 'main')).includes(
        '1 more verified contributor needed; no scores are shown until three have reported.'));
    assert.equal(await dd(pending, 'Verified contributors'), '2');
    assert.equal(await dd(pending, 'E0, not receipt-linked'), '6 observations');
    assert.equal(await dd(pending, 'Provider domain'), name);
    assert.equal(await dd(pending, 'Endpoint'), target.canonical_endpoint);
    assert.equal(await pending.locator('svg, .figure').count(), 0, 'no figure below the threshold');
    assert.ok(!(await text(pending, 'main')).includes('%'), 'no percentage below the threshold');
    await shoot(pending, 'quality-card-pending');
    await pending.close();

    assert.equal(await record(contributors[2]), cardUrl);
    const scored = await open(cardUrl);
    assert.equal(await text(scored, '.state'), 'Scored');
    assert.equal(await dd(scored, 'Verified contributors'), '3');
    assert.equal(await dd(scored, 'E0, not receipt-linked'), '9 observations');
    const [success, reliable, quoted, paid] = await scored.locator('.figure').allTextContents();
    assert.deepEqual([success, reliable], ['66.7 %', '100.0 %']);
    assertPrice(quoted, 1_500_000);
    assertPrice(paid, 1_200_000);
    const charts = scored.getByRole('img');
    assert.equal(await charts.count(), 3, 'two rate bars and the latency distribution');
    assert.match(await charts.nth(0).getAttribute('aria-label'),
        /^Success rate 66\.7 percent, 95 percent interval from \d+\.\d percent to \d+\.\d percent$/);
    assert.match(await charts.nth(1).getAttribute('aria-label'), /^Reliability rate 100\.0 percent, /);
    const distribution = await charts.nth(2).getAttribute('aria-label');
    assert.match(distribution, /^Latency distribution: up to .+; longer, \d+\.\d percent$/);
    const shares = [...distribution.matchAll(/(\d+\.\d) percent/g)].map((share) => Number(share[1]));
    assert.ok(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100) < 0.5, distribution);
    for (const percentile of ['p50', 'p90', 'p99']) {
        assert.match(await dd(scored, percentile), /^[\d,.]+ (ms|s)$/);
    }
    assert.ok(await scored.locator('time').count() === 1, 'the latest observation time');
    assert.ok((await text(scored, '.note')).includes('no contributor carries more than a third of a figure'));
    assert.equal(await text(scored, '#corrections-title + p'), 'None filed.');
    await scored.close();

    // A filed appeal shows as pending and unverified, and the figures stay as they were.
    const cardId = cardUrl.slice(cardUrl.lastIndexOf('/') + 1);
    await rest('/v1/quality/corrections/request', contributors[0], {
        card_id: cardId, request_key: `e2e-${hex(8)}`, request_kind: 'appeal', reason_code: 'outdated_version',
        correction_digest: hex(32),
    });
    const appealed = await open(cardUrl);
    assert.match(await text(appealed, '.corrections li'),
        /^pending, unverified: appeal \(outdated_version\), filed \S+ qcr_[0-9A-Z]{26}$/);
    assert.deepEqual((await appealed.locator('.figure').allTextContents()).slice(0, 2), [success, reliable]);
    await shoot(appealed, 'quality-card');
    await appealed.close();
});

/** Records the three runs as one contributor and answers the card URL the service names. */
async function record(key) {
    let cardUrl;
    for (const run of RUNS) {
        const recorded = await rest('/v1/quality/observations/record', key, {
            ...target, observation_key: `e2e-${hex(8)}`, ...run,
            quoted_price_micros: 1_500_000, final_price_micros: 1_200_000,
        });
        assert.ok(cardUrl === undefined || recorded.card_page === cardUrl, JSON.stringify(recorded));
        assert.equal(recorded.card_page, `${base}/cards/${recorded.card_id}`);
        cardUrl = recorded.card_page;
    }
    return cardUrl;
}

/** A median price as the page writes it, within 1 % of the reported one, in micro-units and in units. */
function assertPrice(figure, micros) {
    const [, shown, units] = figure.match(/^([\d,]+) micro-units \(([\d.]+) price units\)$/) ?? assert.fail(figure);
    const shownMicros = Number(shown.replaceAll(',', ''));
    assert.ok(Math.abs(shownMicros - micros) <= micros / 100, `${figure} is not within 1 % of ${micros} micros`);
    assert.equal(Number(units), shownMicros / 1_000_000, figure);
}

/** Opens a page at phone width and checks, when it closes, that it stayed on its origin without a problem. */
async function open(url, expectedStatus = 200) {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 780 } });
    const page = await context.newPage();
    const sent = [];
    const problems = [];
    page.on('request', (request) => sent.push(new URL(request.url())));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
        // Chromium logs a 404 as "Failed to load resource": expected for the browser's own /favicon.ico
        // (Cairn has none) and for the page itself when it is the 404 page.
        const source = message.location().url;
        if (message.type() === 'error' && !source.endsWith('/favicon.ico') && !(expectedStatus === 404 && source === url)) {
            problems.push(`console: ${message.text()}`);
        }
    });
    const response = await page.goto(url);
    assert.equal(response.status(), expectedStatus, url);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).margin), '0px', 'page.css applied');
    const close = page.close.bind(page);
    page.close = async () => {
        assert.deepEqual(problems, [], 'no CSP violation or script error');
        const pages = sent.filter((sentUrl) => sentUrl.pathname !== '/favicon.ico');
        assert.ok(pages.every((sentUrl) => sentUrl.origin === new URL(base).origin), 'nothing leaves the origin');
        assert.deepEqual(pages.map((sentUrl) => sentUrl.pathname), [new URL(url).pathname, '/pages/page.css'],
            'the page and its stylesheet, nothing else');
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= WIDTH, `fits ${WIDTH} px`);
        await close();
        await context.close();
    };
    return page;
}

async function contributorKey() {
    const response = await fetch(new URL('/tasks/create-api-key?plan=contributor', admin), { method: 'POST' });
    const body = (await response.text()).trim();
    assert.equal(response.status, 200, `create-api-key?plan=contributor answered ${response.status}: ${body.slice(0, 300)}`);
    return body;
}

async function rest(path, key, body) {
    const response = await fetch(new URL(path, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
    });
    const answer = await response.text();
    assert.equal(response.status, 200, `POST ${path} answered ${response.status}: ${answer.slice(0, 500)}`);
    return JSON.parse(answer);
}

async function text(page, selector) {
    return page.locator(selector).first().textContent();
}

async function dd(page, term) {
    return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
}

async function shoot(page, file) {
    await page.screenshot({ path: `${artifacts}${file}.png`, fullPage: true });
}

function hex(bytes) {
    return randomBytes(bytes).toString('hex');
}

function required(variable) {
    const value = process.env[variable];
    if (!value) {
        throw new Error(`${variable} is not set (run e2e/run.sh, or see e2e/README.md)`);
    }
    return value;
}
