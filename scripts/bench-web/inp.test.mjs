import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { EVENT_TIMING_FLOOR_MS, measureInteraction } from './inp.mjs';

/** A page with two buttons: one that keeps the main thread busy for 300 ms, one that does not. */
const page = `<!doctype html><html><body>
<button id="slow">Langzaam</button><button id="quick">Snel</button><p id="out"></p>
<script>
  function busy(ms) { const end = performance.now() + ms; while (performance.now() < end); }
  document.getElementById('slow').addEventListener('click', () => { busy(300); out.textContent = 'slow'; });
  document.getElementById('quick').addEventListener('click', () => { out.textContent = 'quick'; });
  document.documentElement.dataset.hydrated = 'true';
</script></body></html>`;

async function withPage(run) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.close();
  }
}

const click = (id) => ({
  name: `click ${id}`,
  async act(page) {
    await page.locator(`#${id}`).click();
    return (await page.locator('#out').textContent()) === id;
  },
});

test('measures the INP of a real click in Chromium, slowed down as a phone', async () => {
  const [slow, quick] = await withPage(async (url) => [
    await measureInteraction({ url, interaction: click('slow') }),
    await measureInteraction({ url, interaction: click('quick') }),
  ]);
  // 300 ms of work by the clock: INP is at least that, and the work shows as processing time,
  // whatever else the machine does. The quick handler's processing is a text change: on a busy
  // machine its input delay and paint may grow, but not its processing by 300 ms.
  assert.ok(slow.value >= 300, `slow: ${JSON.stringify(slow)}`);
  assert.ok(slow.processing >= 280, `slow: ${JSON.stringify(slow)}`);
  assert.equal(slow.type, 'pointer');
  // Below the Event Timing floor the quick one has no attribution: it counts as the floor.
  if (quick.belowFloor) assert.equal(quick.value, EVENT_TIMING_FLOOR_MS);
  else assert.ok(quick.processing < slow.processing / 2, `quick: ${JSON.stringify(quick)}`);
  assert.ok(quick.value > 0, `quick: ${JSON.stringify(quick)}`);
});

test('refuses an interaction that did not happen, rather than reporting a quick one', async () => {
  await withPage((url) =>
    assert.rejects(
      measureInteraction({ url, interaction: { name: 'nothing', act: async () => false } }),
      /nothing on http:\/\/127\.0\.0\.1:\d+\/ did not happen/,
    ),
  );
});
