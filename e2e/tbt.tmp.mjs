import { chromium } from '@playwright/test';
const runs = Number(process.argv[2] ?? 6);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-quic'] });
const out = {};
for (const path of ['/', '/login']) {
  const tbts = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(e.duration); }).observe({ type: 'longtask', buffered: true }); });
    await page.goto(`http://localhost:3000${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const lt = await page.evaluate(() => window.__lt);
    tbts.push(Math.round(lt.reduce((s, d) => s + Math.max(0, d - 50), 0)));
    await ctx.close();
  }
  tbts.sort((a, b) => a - b);
  out[path] = `median ${tbts[Math.floor(tbts.length / 2)]} runs ${tbts.join(' ')}`;
}
console.log(JSON.stringify(out));
await browser.close();
