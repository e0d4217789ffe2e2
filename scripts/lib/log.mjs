// Terminal output for the scripts: steps with timings, colour only on a terminal.
const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);
export const bold = paint('1');
export const dim = paint('2');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const cyan = paint('36');

export function step(title) {
  const started = performance.now();
  process.stdout.write(`${cyan('›')} ${title}\n`);
  return {
    done(note = '') {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${green('✔')} ${title} ${dim(`${s}s${note ? ` · ${note}` : ''}`)}\n`);
      return Number(s);
    },
    fail(note = '') {
      const s = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${red('✖')} ${title} ${dim(`${s}s`)}${note ? ` ${note}` : ''}\n`);
      return Number(s);
    },
  };
}
