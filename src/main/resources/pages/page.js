// Cairn's link pages: approval, veto window, quorum vote, escalation. No dependencies, no build step.
// The token stays in the URL fragment, which browsers never send; it travels only in POST bodies to the
// same origin. Every string that comes from a record is set with textContent, never parsed as HTML.
'use strict';
(function () {
  const body = document.body;
  const statusLine = document.getElementById('status');
  const record = document.getElementById('record');
  const actions = document.getElementById('actions');

  const segments = location.pathname.split('/');
  const apiBase = segments.slice(0, -2).join('/') + '/v1/';
  const id = decode(segments[segments.length - 1]);
  const token = location.hash.slice(1).trim();
  const kind = kinds()[body.dataset.kind];
  let deadlineTimer = 0;

  if (!kind) {
    say('This page does not know this kind of link.', 'problem');
  } else if (!token) {
    say('This link is incomplete: the part after “#” is missing. Open the full link from the message you received.', 'problem');
  } else if (!id) {
    say('No such request (it may have expired and been removed).', 'problem');
  } else {
    load();
    setInterval(refreshRelativeTimes, 15000);
  }

  // ---- the four kinds ----

  function kinds() {
    return {
      approve: {
        idField: 'approval_id', get: 'approvals/public/get', act: 'approvals/public/decide',
        title: (v) => v.title,
        text: (v) => v.description,
        facts: (v) => [
          ['Status', state(v.status)], ['Requested', since(v.created_at)], ['Expires', when(v.expires_at)],
          ['Decided', since(v.decided_at)], ['Note', text(v.note)]],
        deadlines: (v) => [v.expires_at],
        describe: (v) => ({
          pending: 'Waiting for your decision until ' + absolute(v.expires_at) + '.',
          approved: 'Approved on ' + absolute(v.decided_at) + '.',
          rejected: 'Rejected on ' + absolute(v.decided_at) + '.',
          expired: 'This request expired on ' + absolute(v.expires_at) + ' without a decision.',
          cancelled: 'The requester cancelled this request.'})[v.status],
        controls: (v) => v.status !== 'pending' ? null : {
          note: true,
          buttons: [
            {label: 'Approve', send: {decision: 'approved'}},
            {label: 'Reject', send: {decision: 'rejected'}, style: 'danger'}]},
        applied: (v, sent) => sent.decision === 'approved' ? 'Approved.' : 'Rejected.',
        reasons: {
          already_decided: (v) => 'Already decided: this request was ' + v.status + ' on ' + absolute(v.decided_at) + '.',
          expired: (v) => 'Too late: this request expired on ' + absolute(v.expires_at) + '.',
          cancelled: () => 'Too late: the requester cancelled this request.'}
      },
      veto: {
        idField: 'challenge_id', get: 'challenges/public/get', act: 'challenges/public/veto',
        title: (v) => v.title || 'Untitled action',
        facts: (v) => [
          ['Status', state(v.status)], ['Action fingerprint', code(v.action_fingerprint)],
          ['Veto deadline', when(v.veto_deadline)], ['Execution deadline', when(v.execution_deadline)],
          ['Vetoed', since(v.vetoed_at)]],
        deadlines: (v) => [v.veto_deadline, v.execution_deadline],
        describe: (v) => ({
          pending: 'You can veto this action until ' + absolute(v.veto_deadline) + '.',
          executable: 'The veto window closed on ' + absolute(v.veto_deadline) + '; the action may now run.',
          consumed: 'The veto window closed on ' + absolute(v.veto_deadline) + ' and the action has started.',
          vetoed: 'Vetoed on ' + absolute(v.vetoed_at) + '. The action will not run.',
          cancelled: 'The requester cancelled this action; it will not run.',
          expired: 'The execution window ended on ' + absolute(v.execution_deadline) + '; the action did not run.'})[v.status],
        controls: (v) => v.status !== 'pending' ? null : {
          buttons: [{
            label: 'Veto', send: {}, style: 'danger',
            confirm: {question: 'Veto this action? The agent will not be able to run it, and this cannot be undone.',
              yes: 'Yes, veto it', no: 'Keep it'}}]},
        applied: () => 'Vetoed. The action will not run.',
        reasons: {
          veto_window_closed: (v) => 'Too late: the veto window closed at ' + absolute(v.veto_deadline) + '.',
          already_vetoed: (v) => 'Already vetoed on ' + absolute(v.vetoed_at) + '.',
          cancelled: () => 'The requester already cancelled this action; it will not run.',
          consumed: (v) => 'Too late: the veto window closed at ' + absolute(v.veto_deadline) + ' and the action has started.',
          expired: () => 'Too late: the execution window has ended.'}
      },
      quorum: {
        idField: 'quorum_id', get: 'quorums/public/get', act: 'quorums/public/decide',
        title: (v) => v.title || 'Untitled action',
        facts: (v) => [
          ['Status', state(v.status)], ['Action fingerprint', code(v.action_fingerprint)],
          ['Votes', text(v.approvals + ' approved, ' + v.rejections + ' rejected; ' + v.required_votes +
            ' of the ' + v.member_count + ' members must approve')],
          ['You', text(v.member ? 'Member ' + v.member + ' of ' + v.member_count : null)],
          ['Your vote', text(v.your_decision ? v.your_decision + ' on ' + absolute(v.decided_at) : null)],
          ['Expires', when(v.expires_at)]],
        deadlines: (v) => [v.expires_at],
        describe: (v) => ({
          open: v.your_decision
            ? 'You ' + v.your_decision + ' on ' + absolute(v.decided_at) + '. Waiting for the others: ' + tally(v) + '.'
            : 'Your vote is needed before ' + absolute(v.expires_at) + '. ' + tally(v) + '.',
          approved: 'Closed: the quorum approved this action (' + tally(v) + ').',
          rejected: 'Closed: the quorum rejected this action; it can no longer reach the approvals it needs.',
          consumed: 'Closed: the quorum approved this action and it has started.',
          cancelled: 'Closed: the requester cancelled this vote.',
          expired: 'Closed: the vote expired on ' + absolute(v.expires_at) + '.'})[v.status],
        controls: (v) => v.status !== 'open' || v.your_decision ? null : {
          buttons: [
            {label: 'Approve', send: {decision: 'approved'}},
            {label: 'Reject', send: {decision: 'rejected'}, style: 'danger'}]},
        applied: (v, sent) => (sent.decision === 'approved' ? 'Your approval is recorded. ' : 'Your rejection is recorded. ') +
          kind.describe(v),
        reasons: {
          already_decided: (v) => 'You already voted: ' + v.your_decision + '.',
          closed: (v) => 'Too late: the vote is closed (' + v.status + ').',
          expired: (v) => 'Too late: the vote expired on ' + absolute(v.expires_at) + '.'}
      },
      escalation: {
        idField: 'escalation_id', get: 'escalations/public/get', act: 'escalations/public/act',
        title: (v) => v.title || 'Untitled incident',
        facts: (v) => [
          ['Status', state(v.status)], ['Severity', text(capitalized(v.severity))],
          ['Incident fingerprint', code(v.incident_fingerprint)], ['Raised', since(v.created_at)],
          ['Response due', when(v.response_due_at, v.response_breached)],
          ['Resolution due', when(v.resolution_due_at, v.resolution_breached)],
          ['Acknowledged', since(v.acknowledged_at)], ['Resolved', since(v.resolved_at)]],
        deadlines: (v) => [v.response_due_at, v.resolution_due_at],
        describe: (v) => ({
          open: 'Open: acknowledge by ' + absolute(v.response_due_at) + (v.response_breached ? ' (already overdue).' : '.'),
          acknowledged: 'Acknowledged on ' + absolute(v.acknowledged_at) + '. Resolve by ' + absolute(v.resolution_due_at) +
            (v.resolution_breached ? ' (already overdue).' : '.'),
          resolved: 'Resolved on ' + absolute(v.resolved_at) + '.',
          cancelled: 'The requester cancelled this escalation.'})[v.status],
        controls: (v) => {
          const resolve = {label: 'Resolve', send: {operation: 'resolve'}};
          if (v.status === 'open') {
            return {buttons: [{label: 'Acknowledge', send: {operation: 'acknowledge'}}, Object.assign({style: 'secondary'}, resolve)]};
          }
          return v.status === 'acknowledged' ? {buttons: [resolve]} : null;
        },
        applied: (v, sent) => sent.operation === 'acknowledge' ? 'Acknowledged.' : 'Resolved.',
        reasons: {
          already_acknowledged: (v) => 'Already acknowledged on ' + absolute(v.acknowledged_at) + '.',
          already_resolved: (v) => 'Already resolved on ' + absolute(v.resolved_at) + '.',
          cancelled: () => 'The requester cancelled this escalation.'}
      }
    };
  }

  function tally(v) {
    return v.approvals + ' of ' + v.required_votes + ' approvals';
  }

  // ---- talking to Cairn: same origin, token in the body, no cookies, no referrer, no cache ----

  async function post(path, fields) {
    const payload = Object.assign({[kind.idField]: id, token: token}, fields);
    let response;
    try {
      response = await fetch(apiBase + path, {
        method: 'POST', mode: 'same-origin', credentials: 'omit', referrerPolicy: 'no-referrer',
        cache: 'no-store', redirect: 'error',
        headers: {'Content-Type': 'application/json', 'Accept': 'application/json'},
        body: JSON.stringify(payload)
      });
    } catch (e) {
      return {status: 0, json: null};
    }
    let json = null;
    try {
      json = await response.json();
    } catch (e) {
      json = null;
    }
    return {status: response.status, json: json};
  }

  function failure(answer, reading) {
    if (answer.status === 403 || (reading && (answer.status === 400 || answer.status === 422))) {
      return 'This link is not valid.';
    }
    if (answer.status === 404) {
      return 'No such request (it may have expired and been removed).';
    }
    if (answer.status === 429) {
      return 'Too many requests right now. Wait a moment, then try again.';
    }
    if (answer.status >= 400 && answer.status < 500) {
      return 'The request was refused' + (answer.json && answer.json.detail ? ': ' + answer.json.detail : '.');
    }
    return null; // network trouble or a server error: worth a retry
  }

  async function load() {
    say('Loading…');
    const answer = await post(kind.get, {});
    if (answer.status === 200 && answer.json) {
      show(answer.json, null);
      return;
    }
    const final = failure(answer, true);
    if (final) {
      record.hidden = true;
      say(final, 'problem');
      return;
    }
    say('Could not reach Cairn (' + (answer.status || 'no connection') + '). Check your connection and try again.', 'problem');
    offer({buttons: [{label: 'Try again', retry: true}]});
  }

  async function act(button) {
    const sent = Object.assign({}, button.send);
    const note = document.getElementById('note');
    if (note && note.value.trim()) {
      sent.note = note.value.trim();
    }
    busy(true);
    say('Sending…');
    const answer = await post(kind.act, sent);
    busy(false);
    if (answer.status === 200 && answer.json) {
      const v = answer.json;
      const reason = v.applied ? null : kind.reasons[v.reason];
      const message = v.applied ? kind.applied(v, sent) : reason ? reason(v) : 'Not applied (' + v.reason + ').';
      show(v, {text: message, tone: v.applied ? 'done' : 'problem'});
      return;
    }
    const final = failure(answer, false);
    say(final || 'Could not reach Cairn (' + (answer.status || 'no connection') + '). Your answer may not have been recorded: try again.', 'problem');
  }

  // ---- rendering: elements and textContent only ----

  function show(v, message) {
    record.replaceChildren();
    const heading = element('h2', kind.title(v));
    heading.id = 'record-title';
    record.append(heading);
    const detail = kind.text ? kind.text(v) : null;
    if (detail) {
      record.append(element('p', detail, 'text'));
    }
    const list = document.createElement('dl');
    for (const [label, value] of kind.facts(v)) {
      if (value) {
        list.append(element('dt', label));
        const dd = document.createElement('dd');
        dd.append(value);
        list.append(dd);
      }
    }
    record.append(list);
    record.hidden = false;
    if (message) {
      say(message.text, message.tone);
    } else {
      say(kind.describe(v) || 'Status: ' + v.status + '.');
    }
    offer(kind.controls(v));
    scheduleRefresh(kind.deadlines(v));
  }

  function offer(controls) {
    actions.replaceChildren();
    actions.hidden = !controls;
    if (!controls) {
      return;
    }
    if (controls.note) {
      const label = element('label', 'Note (optional)');
      label.htmlFor = 'note';
      const note = document.createElement('textarea');
      note.id = 'note';
      note.maxLength = 500;
      note.setAttribute('aria-describedby', 'note-hint');
      const hint = element('p', 'Up to 500 characters, shown to the requester.', 'hint');
      hint.id = 'note-hint';
      actions.append(label, note, hint);
    }
    const row = element('div', null, 'buttons');
    for (const spec of controls.buttons) {
      const button = element('button', spec.label, spec.style);
      button.type = 'button';
      button.addEventListener('click', () => spec.retry ? load() : spec.confirm ? confirmStep(spec) : act(spec));
      row.append(button);
    }
    actions.append(row);
  }

  function confirmStep(spec) {
    actions.replaceChildren();
    const question = element('p', spec.confirm.question);
    question.id = 'confirm-question';
    const row = element('div', null, 'buttons');
    const yes = element('button', spec.confirm.yes, spec.style);
    const no = element('button', spec.confirm.no, 'secondary');
    for (const button of [yes, no]) {
      button.type = 'button';
      button.setAttribute('aria-describedby', 'confirm-question');
    }
    yes.addEventListener('click', () => act(spec));
    no.addEventListener('click', () => load());
    row.append(yes, no);
    actions.append(question, row);
    no.focus();
  }

  function busy(on) {
    actions.setAttribute('aria-busy', on ? 'true' : 'false');
    for (const control of actions.querySelectorAll('button, textarea')) {
      control.disabled = on;
    }
  }

  function say(message, tone) {
    statusLine.className = tone || '';
    statusLine.textContent = message;
  }

  function element(tag, content, className) {
    const node = document.createElement(tag);
    if (content !== null && content !== undefined) {
      node.textContent = String(content);
    }
    if (className) {
      node.className = className;
    }
    return node;
  }

  function text(value) {
    return value === null || value === undefined || value === '' ? null : document.createTextNode(String(value));
  }

  function code(value) {
    return value ? element('code', value) : null;
  }

  function capitalized(word) {
    return word ? word.charAt(0).toUpperCase() + word.slice(1) : null;
  }

  function state(status) {
    const tone = {approved: 'good', resolved: 'good', vetoed: 'good', consumed: 'good',
      rejected: 'bad', expired: 'bad', cancelled: 'bad'}[status] || 'wait';
    return status ? element('span', capitalized(status), 'state state-' + tone) : null;
  }

  // ---- time: absolute local time plus "in 4 min", kept current ----

  /** A deadline: "… (in 4 min)", marked when Cairn says it was missed. */
  function when(iso, overdue) {
    return timeNode(iso, overdue ? ' · overdue' : '', false, overdue ? 'state-bad' : null);
  }

  /** Something that already happened: never "in …", even when this device's clock runs behind Cairn's. */
  function since(iso) {
    return timeNode(iso, '', true, null);
  }

  function timeNode(iso, suffix, past, className) {
    const ms = Date.parse(iso);
    if (!iso || Number.isNaN(ms)) {
      return null;
    }
    const node = element('time', null, className);
    node.dateTime = iso;
    node.dataset.at = String(ms);
    node.dataset.suffix = suffix;
    node.dataset.past = past ? 'yes' : '';
    node.textContent = timeText(node);
    return node;
  }

  function timeText(node) {
    const ms = Number(node.dataset.at);
    const now = Date.now();
    return absolute(new Date(ms).toISOString()) + ' (' + relative(node.dataset.past ? Math.min(ms, now) : ms, now) + ')' +
      node.dataset.suffix;
  }

  function refreshRelativeTimes() {
    for (const node of record.querySelectorAll('time[data-at]')) {
      node.textContent = timeText(node);
    }
  }

  function absolute(iso) {
    const ms = Date.parse(iso);
    if (!iso || Number.isNaN(ms)) {
      return 'an unknown time';
    }
    return new Date(ms).toLocaleString(undefined, {
      year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short'});
  }

  function relative(ms, now) {
    const seconds = Math.round((ms - now) / 1000);
    const size = Math.abs(seconds);
    if (size < 10) {
      return seconds > 0 ? 'in a few seconds' : 'just now';
    }
    const [unit, per] = size >= 172800 ? ['days', 86400] : size >= 7200 ? ['h', 3600] : size >= 60 ? ['min', 60] : ['s', 1];
    const amount = Math.floor(size / per);
    return seconds > 0 ? 'in ' + amount + ' ' + unit : amount + ' ' + unit + ' ago';
  }

  /** A deadline passing changes the derived state: ask Cairn again just after the next one. */
  function scheduleRefresh(deadlines) {
    clearTimeout(deadlineTimer);
    const now = Date.now();
    const next = deadlines.map((iso) => Date.parse(iso)).filter((ms) => ms > now).sort((a, b) => a - b)[0];
    if (next !== undefined && next - now < 2147483647 - 1000) {
      deadlineTimer = setTimeout(load, next - now + 1000);
    }
  }

  function decode(segment) {
    try {
      return decodeURIComponent(segment || '');
    } catch (e) {
      return '';
    }
  }
})();
