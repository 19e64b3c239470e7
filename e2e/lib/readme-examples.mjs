// Reads the shell examples of README.md and the answers written under them, for readme.test.mjs.
//
// The README's convention, in the ```sh blocks of the sections readme.test.mjs names:
// - A command is a line that is neither blank nor a comment, with the lines that follow it while a line
//   ends with a backslash. A command's quoted strings do not span lines.
// - The comment lines directly under a command (no blank line between) are the answer it prints: the
//   first one "# <text>", each further one indented, "#   <text>". Their texts are joined with nothing
//   in between, so break a long answer only where it has no space. A comment line that is not directly
//   under a command (a blank line before it, or the first line of a block) is an ordinary comment.
// - The answer is compared with the command's standard output with its line breaks removed and its
//   surrounding white space trimmed. "…" stands for any text, possibly empty; every other part must
//   appear literally, in order, the first at the very start and the last at the very end.
// - A command without an answer under it must exit 0; so must one with an answer.
import { readFileSync } from 'node:fs';

export const ELLIPSIS = '…';

/**
 * The examples of the given "## " sections, in README order:
 * { examples: [{ section, line, text, answer: { line, text } | null }], problems: [string] }.
 * line numbers are 1-based README lines; text is the command as written (lines joined by "\n").
 */
export function readmeExamples(path, sections) {
    const lines = readFileSync(path, 'utf8').split('\n');
    const examples = [];
    const problems = [];
    const found = new Map();
    let section = null;
    let fence = null; // { info, line } while inside a fenced block
    let command = null; // the command being read, while its lines end with a backslash
    let last = null; // the example whose answer may follow on the next line

    for (const [index, raw] of lines.entries()) {
        const number = index + 1;
        const line = raw.replace(/\s+$/, '');
        if (fence === null) {
            const heading = /^## (.+)$/.exec(line);
            if (heading) {
                section = sections.includes(heading[1]) ? heading[1] : null;
                if (section) found.set(section, 0);
                continue;
            }
            const open = /^```(\S*)/.exec(line);
            if (open) {
                fence = { info: open[1], line: number };
                last = null;
            }
            continue;
        }
        if (line.startsWith('```')) {
            if (command) problems.push(`README.md:${command.line}: the block ends inside a command (a line ending with \\)`);
            fence = null;
            command = null;
            last = null;
            continue;
        }
        if (section === null || fence.info !== 'sh') continue;
        if (command) {
            command.text += `\n${line}`;
            if (!line.endsWith('\\')) command = null;
            continue;
        }
        if (line.trim() === '') {
            last = null;
            continue;
        }
        if (line.startsWith('#')) {
            if (last === null) continue; // an ordinary comment
            if (last.answer === null) {
                if (!line.startsWith('# ') || line.startsWith('#  ')) {
                    problems.push(`README.md:${number}: an answer starts with "# " and its text (continuation lines are "#   …")`);
                }
                last.answer = { line: number, text: line.slice(1).trim() };
            } else if (/^#\s{2,}\S/.test(line)) {
                last.answer.text += line.slice(1).trim();
            } else {
                problems.push(`README.md:${number}: a comment line directly under an answer must be indented ("#   …") to`
                    + ' continue it; put a blank line before an ordinary comment');
            }
            continue;
        }
        const example = { section, line: number, text: line, answer: null };
        examples.push(example);
        found.set(section, found.get(section) + 1);
        last = example;
        if (line.endsWith('\\')) command = example;
    }
    if (fence !== null) problems.push(`README.md:${fence.line}: a fenced block is never closed`);
    for (const name of sections) {
        if (!found.has(name)) problems.push(`README.md has no section "## ${name}"`);
        else if (found.get(name) === 0) problems.push(`README.md's section "## ${name}" has no \`\`\`sh command`);
    }
    return { examples, problems };
}

/**
 * Whether output (a command's standard output) fits answer (the README's text for it, with "…" for any
 * text): null when it does, else a sentence saying where it stops fitting.
 */
export function answerMismatch(answer, output) {
    const actual = output.replace(/\r?\n/g, '').trim();
    const parts = answer.split(ELLIPSIS);
    const first = parts[0];
    if (parts.length === 1) {
        return actual === answer ? null : 'the output is not exactly the answer';
    }
    if (!actual.startsWith(first)) {
        return `the output does not start with ${JSON.stringify(first)}`;
    }
    let at = first.length;
    for (const part of parts.slice(1, -1)) {
        if (part === '') continue;
        const found = actual.indexOf(part, at);
        if (found < 0) {
            return `${JSON.stringify(part)} does not appear after output character ${at}`
                + ` (${JSON.stringify(actual.slice(Math.max(0, at - 40), at))} is what comes before)`;
        }
        at = found + part.length;
    }
    const end = parts[parts.length - 1];
    if (!actual.endsWith(end) || actual.length - end.length < at) {
        return `the output does not end with ${JSON.stringify(end)} after the parts before it`;
    }
    return null;
}
