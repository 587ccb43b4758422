// `npm run soak -- --trials 1000 [--seed S] [--from-trial N]`: the crash soak of issue 22. The
// service and the app's core run as child processes; each trial makes one operation through the
// core's bridge exactly as the renderer does (or several while the service is unreachable), and
// may SIGKILL the core, the service or both at a random point of it. After each trial whatever was
// killed is restarted on the same data folders, the outbox drains, and the service's data is read
// back and checked against the ledger of what the app acknowledged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BridgeAnswer } from './bridge-client.ts';
import { Ledger, type Finding } from './ledger.ts';
import { planTrial, type KillPoint, type KillTarget, type Operation, type TrialPlan } from './plan.ts';
import { alice, Rig } from './rig.ts';
import { ServiceReader, soakPrefix } from './service-reader.ts';

const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    'from-trial': { type: 'string', default: '0' },
    'kill-rate': { type: 'string', default: '0.3' },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});
const trials = Number(values.trials);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const fromTrial = Number(values['from-trial']);
const killRate = Number(values['kill-rate']);
if (![trials, seed, fromTrial, killRate].every(Number.isFinite)) {
  process.stderr.write(
    'usage: npm run soak -- [--trials N] [--seed S] [--from-trial N] [--kill-rate 0..1] [--keep]\n',
  );
  process.exit(2);
}

interface StopwatchView {
  readonly status: 'stopped' | 'running' | 'paused';
}

const counts = {
  trials: 0,
  operations: 0,
  unanswered: 0,
  refusedAtCall: 0,
  kills: { core: 0, service: 0, both: 0 } as Record<KillTarget, number>,
  byPoint: { before: 0, 'mid-flight': 0, 'after-ack': 0, replay: 0 } as Record<KillPoint, number>,
  refusedLater: 0,
  lost: 0,
  duplicated: 0,
  integrity: 0,
};
const failures: string[] = [];
const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'stint-soak-'));
const rig = new Rig(dir);
const ledger = new Ledger();
const recordDay = Date.UTC(2021, 2, 1, 8);
/** Records changed in the current trial. */
const touched = new Set<string>();

process.stdout.write(
  `stint soak: seed ${seed}, trials ${fromTrial}..${fromTrial + trials - 1}, data in ${dir}\n`,
);

async function kill(target: KillTarget, point: KillPoint, trial: number): Promise<void> {
  counts.kills[target]++;
  counts.byPoint[point]++;
  await Promise.all([
    target === 'service' ? null : rig.killCore(),
    target === 'core' ? null : rig.killService(),
  ]);
  for (const problem of rig.checkFiles()) {
    counts.integrity++;
    failures.push(`trial ${trial}: ${problem}`);
  }
}

/**
 * Arms the kill of a call in flight: it lands `delayMs` after the call went out, before or after
 * the answer (then while the core is still sending). Answers a wait for it to have happened.
 */
function killDuring(plan: TrialPlan): () => Promise<void> {
  const spec = plan.kill;
  if (spec?.point !== 'mid-flight') return () => Promise.resolve();
  const landed = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      kill(spec.target, 'mid-flight', plan.trial).then(resolve, reject);
    }, spec.delayMs);
  });
  return () => landed;
}

async function operate(plan: TrialPlan, wanted: Operation, index: number, last: boolean): Promise<void> {
  const nonce = `${soakPrefix}${seed}-${plan.trial}-${index}`;
  const bridge = rig.bridge;
  let op = wanted;
  if (op === 'sw-stop' || op === 'sw-edit') {
    // The renderer offers Stop and the description field only while the stopwatch runs.
    const state = await bridge.call<StopwatchView>('stopwatch:get');
    if (state.status === 'stopped') op = 'sw-start';
  }
  // One change per record and trial: a second offline edit would carry the same (then stale)
  // version, a conflict the app rightly leaves to the person.
  const records = ledger.liveRecords().filter((record) => !touched.has(record.id));
  const target = records[Math.floor(plan.draw() * records.length)];
  if ((op === 'rec-edit' || op === 'rec-delete') && target === undefined) op = 'rec-create';
  const start = recordDay + plan.trial * 3_600_000 + index * 60_000;
  const call: Record<Operation, () => Promise<BridgeAnswer>> = {
    'sw-start': () =>
      bridge.invoke('stopwatch:start', { projectId, description: nonce, billable: plan.draw() < 0.5 }),
    'sw-stop': () => bridge.invoke('stopwatch:stop'),
    'sw-edit': () => bridge.invoke('stopwatch:edit', { description: nonce }),
    'rec-create': () =>
      bridge.invoke('timerecords:create', {
        start,
        stop: start + 1_800_000,
        durationMs: 1_800_000,
        projectId,
        taskId: null,
        description: nonce,
        billable: plan.draw() < 0.5,
      }),
    'rec-edit': () =>
      bridge.invoke('timerecords:update', {
        id: target?.id,
        version: target?.version,
        changes: { description: nonce },
      }),
    'rec-delete': () => bridge.invoke('timerecords:delete', { id: target?.id }),
  };
  const killed = last ? killDuring(plan) : () => Promise.resolve();
  counts.operations++;
  const answer = await call[op]();
  await killed();
  if (last && plan.kill?.point === 'after-ack') await kill(plan.kill.target, 'after-ack', plan.trial);
  let acked = answer.ok;
  if (!answer.ok && !('closed' in answer)) {
    // Refused at the call (validation, nothing running): the app said so, nothing was written.
    counts.refusedAtCall++;
    return;
  }
  if (!answer.ok) counts.unanswered++;
  if (answer.ok && (answer.value as { state?: unknown } | null)?.state === 'refused') {
    counts.refusedAtCall++;
    acked = false;
  }
  const id = target?.id ?? '';
  if (op === 'rec-edit' || op === 'rec-delete') touched.add(id);
  if (op === 'sw-start') ledger.startStopwatch(plan.trial, nonce, acked);
  else if (op === 'sw-stop') ledger.stopStopwatch(plan.trial, acked);
  else if (op === 'sw-edit') ledger.editStopwatch(plan.trial, nonce, acked);
  else if (op === 'rec-create') ledger.createRecord(plan.trial, nonce, acked);
  else if (op === 'rec-edit') ledger.editRecord(plan.trial, id, nonce, acked);
  else ledger.deleteRecord(plan.trial, id, acked);
}

async function runTrial(plan: TrialPlan): Promise<void> {
  touched.clear();
  const spec = plan.kill;
  if (spec?.point === 'before') {
    await kill(spec.target, 'before', plan.trial);
    await rig.up();
  }
  // Offline: the service becomes unreachable for the core and the changes wait in the outbox.
  if (plan.offline) await rig.gate.close();
  for (const [index, op] of plan.operations.entries()) {
    await operate(plan, op, index, index === plan.operations.length - 1);
    if (!rig.coreUp) break;
  }
  if (plan.offline) await rig.gate.open();
  if (spec?.point === 'replay' && rig.coreUp) {
    // The outbox sends what waited; the kill lands somewhere in that.
    const status = await rig.bridge.call<{ entries: { id: string; state: string }[] }>('outbox:get');
    const first = status.entries.find((entry) => entry.state === 'pending');
    if (first !== undefined) await rig.bridge.invoke('outbox:retry', { id: first.id });
    await new Promise((resolve) => setTimeout(resolve, spec.delayMs));
    await kill(spec.target, 'replay', plan.trial);
  }
}

function report(findings: readonly Finding[]): void {
  for (const finding of findings) {
    if (finding.kind === 'lost') counts.lost++;
    else counts.duplicated++;
    failures.push(`trial ${finding.trial}: ${finding.kind}: ${finding.detail}`);
  }
}

let projectId = '';
let exitCode = 0;
try {
  await rig.up();
  const reader = new ServiceReader(rig.serviceUrl, 'acme', alice.email, alice.password);
  projectId = await reader.firstProjectId();
  for (let trial = fromTrial; trial < fromTrial + trials; trial++) {
    const before = failures.length;
    await runTrial(planTrial(seed, trial, killRate));
    await rig.up();
    for (const refusal of await rig.drain()) {
      counts.refusedLater++;
      process.stdout.write(`trial ${trial}: a waiting write was refused: ${refusal}\n`);
    }
    report(ledger.check(await reader.snapshot(), trial));
    counts.trials++;
    if (failures.length > before) {
      for (const line of failures.slice(before)) process.stdout.write(`FAIL ${line}\n`);
      process.stdout.write(`${rig.tails()}\n`);
    }
    if ((trial - fromTrial + 1) % 50 === 0) {
      const secs = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`… ${trial - fromTrial + 1} trials, ${secs} s, ${failures.length} failures\n`);
    }
    if (failures.length >= 20) break;
  }
  // The last look: both processes killed, both files as a restart would find them.
  await rig.close();
  for (const problem of rig.checkFiles()) {
    counts.integrity++;
    failures.push(`end: ${problem}`);
  }
} catch (error) {
  exitCode = 1;
  process.stdout.write(
    `the soak itself failed in trial ${fromTrial + counts.trials}: ${String(error)}\n${rig.tails()}\n`,
  );
} finally {
  await rig.close();
}

const elapsed = Math.round((Date.now() - started) / 1000);
const k = counts.kills;
const p = counts.byPoint;
process.stdout.write(
  [
    '',
    `stint soak, seed ${seed}`,
    `trials                  ${counts.trials}`,
    `kills                   ${k.core + k.service + k.both} (core ${k.core}, service ${k.service}, both ${k.both})`,
    `  by point              before ${p.before}, mid-flight ${p['mid-flight']}, after-ack ${p['after-ack']}, replay ${p.replay}`,
    `restarts                core ${rig.restarts.core}, service ${rig.restarts.service}`,
    `operations              ${counts.operations} (acknowledged ${ledger.acknowledged}, unanswered ${counts.unanswered}, refused at the call ${counts.refusedAtCall})`,
    `refused later           ${counts.refusedLater}`,
    `lost                    ${counts.lost}`,
    `duplicated              ${counts.duplicated}`,
    `integrity failures      ${counts.integrity}`,
    `elapsed                 ${elapsed} s`,
    '',
  ].join('\n'),
);
if (failures.length > 0) {
  exitCode = 1;
  const first = failures[0] ?? '';
  const trial = /^trial (\d+)/.exec(first)?.[1] ?? String(fromTrial);
  process.stdout.write(
    `first failure: ${first}\nreplay: npm run soak -- --seed ${seed} --from-trial ${trial}\n`,
  );
}
if (exitCode === 0 && !values.keep) rmSync(dir, { recursive: true, force: true });
process.exit(exitCode);
