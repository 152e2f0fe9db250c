
/*
 * A refill task's life (spec point 4). A task is PENDING until its assignee starts it, STARTED until
 * they finish it (DONE) and may be DECLINED, with a note, before it is done. A task the planner
 * proposes has no assignee yet (a "temporary" task): a supervisor assigns it or deletes it, nothing
 * else. Only a pending task is assigned or reassigned, and only a pending manual task is edited or
 * deleted. DONE and DECLINED are final.
 */

export const TASK_STATES = ['PENDING', 'STARTED', 'DONE', 'DECLINED'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_TYPES = ['CAR_REFILLER', 'REFILLER', 'MANUAL', 'REFILLER_CHECK'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_ACTIONS = ['start', 'finish', 'decline', 'update', 'delete', 'assign', 'reassign'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const taskStateLabels = { PENDING: 'Pending', STARTED: 'Started', DONE: 'Done', DECLINED: 'Declined' } satisfies Record<TaskState, string>;
export const taskTypeLabels = { CAR_REFILLER: 'Car refiller', REFILLER: 'Refiller', MANUAL: 'Manual', REFILLER_CHECK: 'Refiller check' } satisfies Record<TaskType, string>;

export const TASK_MESSAGES = {
  startConfirmation: 'Are you sure you want to start this task?',
  declineNeedsNote: 'Decline task needs a note.',
  finishNeedsImage: 'Finish task needs an image.',
  notStored: 'Upload the photo first; only an address the upload answered is accepted.',
  notYours: 'Only the assignee of this task may do this.',
  notPending: (state: TaskState) => `Only a pending task can be started; this one is ${taskStateLabels[state].toLowerCase()}.`,
  notStarted: (state: TaskState) => `Only a started task can be finished; this one is ${taskStateLabels[state].toLowerCase()}.`,
  closed: (state: TaskState) => `This task is ${taskStateLabels[state].toLowerCase()}; it can no longer change.`,
  onlyPendingChanges: 'Only a pending task can be changed.',
  onlyManual: 'Only a manual task can be edited or deleted here.',
  unassigned: 'This task has no assignee yet: assign it or delete it.',
  alreadyAssigned: 'This task already has an assignee; reassign it instead.',
  assigneeNotActive: 'The assignee must be an active user.',
  assigneeNotRefiller: 'A refill goes to a refiller: choose someone with a refiller schedule.',
  noProposedAssignee: 'The planner proposed nobody for this task: assign it on its own page.',
  machineHasNoError: 'This machine has no error to assign.',
  errorAlreadyAssigned: 'This machine’s error is already assigned.',
  changedMeanwhile: 'Someone else changed this task at the same moment. Reload it to see its state.',
} as const;

/** What decides which actions a task allows. */
export interface TaskSituation {
  state: TaskState;
  /** False for a task the planner proposed, waiting for a supervisor. */
  assigned: boolean;
  type: TaskType;
}

/** The state after the action (`DELETED` when the task is gone), or why the action is refused. */
export type TaskOutcome = { ok: true; state: TaskState | 'DELETED' } | { ok: false; message: string };

const accept = (state: TaskState | 'DELETED'): TaskOutcome => ({ ok: true, state });
const refuse = (message: string): TaskOutcome => ({ ok: false, message });

/** The one table of allowed moves: what `action` does to a task in `task`'s situation. */
export function nextTaskState(task: TaskSituation, action: TaskAction): TaskOutcome {
  const { state, assigned, type } = task;
  if (state === 'DONE' || state === 'DECLINED') return refuse(TASK_MESSAGES.closed(state));
  if (!assigned) {
    // A proposal: assigned or deleted, nothing else (a proposal is always pending).
    if (action === 'assign') return accept('PENDING');
    if (action === 'delete') return accept('DELETED');
    return refuse(TASK_MESSAGES.unassigned);
  }
  switch (action) {
    case 'start':
      return state === 'PENDING' ? accept('STARTED') : refuse(TASK_MESSAGES.notPending(state));
    case 'finish':
      return state === 'STARTED' ? accept('DONE') : refuse(TASK_MESSAGES.notStarted(state));
    case 'decline':
      return accept('DECLINED');
    case 'assign':
      return refuse(TASK_MESSAGES.alreadyAssigned);
    case 'reassign':
      return state === 'PENDING' ? accept('PENDING') : refuse(TASK_MESSAGES.onlyPendingChanges);
    case 'update':
    case 'delete':
      if (type !== 'MANUAL') return refuse(TASK_MESSAGES.onlyManual);
      if (state !== 'PENDING') return refuse(TASK_MESSAGES.onlyPendingChanges);
      return accept(action === 'delete' ? 'DELETED' : 'PENDING');
  }
}

/** The actions a task allows now, for the buttons a page shows. */
export const allowedTaskActions = (task: TaskSituation): TaskAction[] => TASK_ACTIONS.filter((action) => nextTaskState(task, action).ok);
