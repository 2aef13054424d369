// Two pages of one real browser connect over a WebRTC data channel with nothing between them
// but the compact offer and answer (`src/app/signal.rs`): each side's SDP goes through the
// compact form and comes back rebuilt, as it will between two phones. Chromium, Firefox ESR, and each inviting the other.
//   cargo build --release --example signal && node signal.mjs
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { execFileSync } from 'node:child_process';

const rebuild = (sdp, kind) => execFileSync('../../target/release/examples/signal', [kind], { input: sdp, stdio: ['pipe', 'pipe', 'inherit'] }).toString();

function gathered(pc) {
  return new Promise((done) => {
    if (pc.iceGatheringState === 'complete') done();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && done();
  });
}

async function connect(name, host, guest) {
  const offer = await host.run(async (g) => {
    const gathered = eval(`(${g})`);
    window.pc = new RTCPeerConnection();
    window.channel = pc.createDataChannel('sesame');
    window.opened = new Promise((done) => { channel.onopen = () => done(true); });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return pc.localDescription.sdp;
  }, gathered.toString());
  const started = Date.now();
  const answer = await guest.run(async ([g, sdp]) => {
    const gathered = eval(`(${g})`);
    window.pc = new RTCPeerConnection();
    window.got = new Promise((done) => { pc.ondatachannel = (e) => { e.channel.onmessage = (m) => done(m.data); }; });
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    return pc.localDescription.sdp;
  }, [gathered.toString(), rebuild(offer, 'offer')]);
  await host.run((sdp) => pc.setRemoteDescription({ type: 'answer', sdp }), rebuild(answer, 'answer'));
  const timeout = new Promise((done) => setTimeout(() => done(false), 15000));
  if (!(await Promise.race([host.run(() => opened), timeout]))) throw new Error(`${name}: no connection`);
  const took = Date.now() - started;
  await host.run(() => channel.send('Sesame, öffne dich!'));
  const got = await Promise.race([guest.run(() => got), timeout]);
  if (got !== 'Sesame, öffne dich!') throw new Error(`${name}: the message did not arrive (${got})`);
  console.log(`${name}: connected in ${took} ms, a message crossed`);
}

const ch = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ff = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
  extraPrefsFirefox: { 'network.proxy.type': 0 },
});
try {
  const chromiumPage = async () => {
    const page = await (await ch.newContext()).newPage();
    await page.goto('about:blank');
    return { run: (fn, arg) => page.evaluate(fn, arg) };
  };
  const firefoxPage = async () => {
    const page = await ff.newPage();
    await page.goto('about:blank');
    return { run: (fn, arg) => page.evaluate(fn, arg) };
  };
  await connect('Chromium', await chromiumPage(), await chromiumPage());
  await connect('Firefox ESR', await firefoxPage(), await firefoxPage());
  // Two phones of different makers at one table: each engine's SDP rebuilt for the other.
  await connect('Firefox ESR inviting Chromium', await firefoxPage(), await chromiumPage());
  await connect('Chromium inviting Firefox ESR', await chromiumPage(), await firefoxPage());
} finally {
  await ch.close();
  await ff.close();
}
