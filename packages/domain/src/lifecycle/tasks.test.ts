import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TASK_ACTIONS, TASK_MESSAGES, TASK_STATES, TASK_TYPES, allowedTaskActions, nextTaskState, type TaskAction, type TaskSituation, type TaskState } from './tasks';

/** The spec's table, written out once more by hand: state and action to the next state. */
const TABLE: Record<TaskState, Partial<Record<TaskAction, TaskState | 'DELETED'>>> = {
  PENDING: { start: 'STARTED', decline: 'DECLINED', reassign: 'PENDING', update: 'PENDING', delete: 'DELETED' },
  STARTED: { finish: 'DONE', decline: 'DECLINED' },
  DONE: {},
  DECLINED: {},
};

const aTask: fc.Arbitrary<TaskSituation> = fc.record({
  state: fc.constantFrom(...TASK_STATES),
  assigned: fc.boolean(),
  type: fc.constantFrom(...TASK_TYPES),
});
const anAction = fc.constantFrom(...TASK_ACTIONS);

/** Runs the actions in turn; refused ones change nothing, and nothing follows a deletion. */
function run(start: TaskSituation, actions: readonly TaskAction[]) {
  let task: TaskSituation | 'DELETED' = start;
  const accepted: { from: TaskSituation; action: TaskAction; to: TaskState | 'DELETED' }[] = [];
  for (const action of actions) {
    if (task === 'DELETED') break;
    const outcome = nextTaskState(task, action);
    if (!outcome.ok) continue;
    accepted.push({ from: task, action, to: outcome.state });
    task = outcome.state === 'DELETED' ? 'DELETED' : { ...task, state: outcome.state, assigned: task.assigned || action === 'assign' };
  }
  return { task, accepted };
}

describe('a task’s life', () => {
  it('follows the table for every assigned task, state and action', () => {
    for (const state of TASK_STATES)
      for (const type of TASK_TYPES)
        for (const action of TASK_ACTIONS) {
          const outcome = nextTaskState({ state, assigned: true, type }, action);
          let expected = TABLE[state][action];
          if ((action === 'update' || action === 'delete') && type !== 'MANUAL') expected = undefined;
          expect(outcome.ok ? outcome.state : undefined, `${type} ${state} ${action}`).toBe(expected);
        }
  });

  it('never leaves DONE or DECLINED, whatever comes after', () => {
    fc.assert(
      fc.property(aTask, fc.array(anAction, { maxLength: 12 }), (task, actions) => {
        const { accepted } = run(task, actions);
        for (const step of accepted) expect(['DONE', 'DECLINED']).not.toContain(step.from.state);
      }),
    );
  });

  it('accepts only moves of the table, and only the assignee’s moves once assigned', () => {
    fc.assert(
      fc.property(aTask, fc.array(anAction, { maxLength: 12 }), (task, actions) => {
        for (const step of run(task, actions).accepted) {
          if (!step.from.assigned) expect(['assign', 'delete']).toContain(step.action);
          else if (step.action === 'update' || step.action === 'delete') expect(step.from.type).toBe('MANUAL');
          if (step.from.assigned) expect(TABLE[step.from.state][step.action]).toBe(step.to);
        }
      }),
    );
  });

  it('reaches DONE only through STARTED, and STARTED only from PENDING', () => {
    fc.assert(
      fc.property(aTask, fc.array(anAction, { maxLength: 12 }), (task, actions) => {
        for (const step of run({ ...task, state: 'PENDING' }, actions).accepted) {
          if (step.to === 'DONE') expect(step.from.state).toBe('STARTED');
          if (step.to === 'STARTED') expect(step.from.state).toBe('PENDING');
        }
      }),
    );
  });

  it('lets an unassigned task only be assigned or deleted, and says so', () => {
    const proposal: TaskSituation = { state: 'PENDING', assigned: false, type: 'REFILLER' };
    expect(allowedTaskActions(proposal)).toEqual(['delete', 'assign']);
    expect(nextTaskState(proposal, 'start')).toEqual({ ok: false, message: TASK_MESSAGES.unassigned });
    expect(nextTaskState({ ...proposal, assigned: true }, 'assign')).toEqual({ ok: false, message: TASK_MESSAGES.alreadyAssigned });
  });

  it('explains each refusal in words', () => {
    expect(nextTaskState({ state: 'STARTED', assigned: true, type: 'REFILLER' }, 'start')).toEqual({ ok: false, message: 'Only a pending task can be started; this one is started.' });
    expect(nextTaskState({ state: 'PENDING', assigned: true, type: 'REFILLER' }, 'finish')).toEqual({ ok: false, message: 'Only a started task can be finished; this one is pending.' });
    expect(nextTaskState({ state: 'DONE', assigned: true, type: 'MANUAL' }, 'decline')).toEqual({ ok: false, message: 'This task is done; it can no longer change.' });
    expect(nextTaskState({ state: 'STARTED', assigned: true, type: 'MANUAL' }, 'update')).toEqual({ ok: false, message: TASK_MESSAGES.onlyPendingChanges });
    expect(nextTaskState({ state: 'PENDING', assigned: true, type: 'REFILLER' }, 'delete')).toEqual({ ok: false, message: TASK_MESSAGES.onlyManual });
  });
});
