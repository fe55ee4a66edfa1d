"""The one loop that runs the task stack: automatic tasks are carried out, a decision
without a legal action is skipped, one that cannot matter is taken at once (R-LIM-5),
and the first real decision stops it. `GameState.run` plays it, logging what it takes;
`outcome` runs it on copies to see what a choice gives, quietly and within a budget."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from .tasks import AUTO, DECIDE, LOOP_ENDS
from .work_limit import work_overrun

if TYPE_CHECKING:
    from .action import Action
    from .outcome import Alike
    from .state import GameState

    # `outcome.alike_choice`: the action to take at once when a choice cannot matter
    AlikeFn = Callable[[GameState, Any, tuple[Action, ...], int], Optional[Alike]]
    WordsFn = Callable[[GameState, Action], str]


def run_tasks(st: GameState, events: list[Any], depth: int = 0, *, work: int,
              watch: Optional[int] = None, alike: Optional[AlikeFn] = None, nest: int = 0,
              words: Optional[WordsFn] = None, same: Any = None,
              known: tuple[Action, ...] = ()) -> tuple[Action, ...]:
    """Run the tasks above `depth` of `st`'s stack up to a decision with a choice; its
    legal actions, or () once the stack is down to `depth`.

    `alike` (`outcome.alike_choice`, looking `nest` decisions deep): a decision with a
    single choice, or whose choices all come to the same, is taken at once (R-LIM-5;
    not in a state with `alike_at_once` false); without it every decision with a choice
    stops the run. `words`: log skipped and taken decisions in `events`, a taken action
    in these words. `same`: a task whose decision (kind and seat) coming back stops the
    run with (). `known`: the legal actions of the first decision met, when known.
    `work` steps at most (a backstop against loops among bonuses): then stop with (),
    or, given `watch` (`WATCHED`), watch that many steps more and raise `work_overrun`
    naming their components."""
    tasks = st.tasks
    watched: list[Any] = []
    while len(tasks) > depth:
        work -= 1
        if work < 0:
            if watch is None:
                return ()
            watched.append(tasks[-1])       # a few more steps name the loop's parts
            if len(watched) > watch:
                raise work_overrun(st, watched)
        task = tasks[-1]
        fn = AUTO.get(task.kind)
        if fn is not None:
            tasks.pop()
            fn(st, task, events)
            continue
        if same is not None and task.kind == same.kind and task.seat == same.seat:
            return ()
        legal_fn, apply_fn = DECIDE[task.kind]
        legal = known or legal_fn(st, task)
        known = ()
        if not legal:
            tasks.pop()
            if words is not None and task.kind not in LOOP_ENDS:
                events.append({"event": "skipped", "seat": task.seat,
                               "decision": task.kind})
            continue
        if alike is None:
            return legal
        taken = (alike(st, task, legal, nest)
                 if len(legal) > 1 and st.alike_at_once else None)
        if taken is None and len(legal) > 1:
            return legal
        forced = legal[0] if taken is None else taken.action
        if words is not None:
            event = {"event": "forced", "seat": task.seat, "action": forced.key,
                     "text": words(st, forced)}
            if taken is not None:       # "idle": it gives nothing whenever it is taken
                event["idle" if taken.idle else "alike"] = len(legal)
            events.append(event)
        tasks.pop()
        apply_fn(st, task, forced, events)
    return ()
