package tour

// Manual is the manual of `nqueens demo` (its --help). It describes this
// package's tour (its steps, what each shows, the waits and the screens),
// so it is kept beside [Steps]; the command shows it unchanged.
const Manual = `A guided tour a teacher can run in class, one step at a time: each step
says in two or three sentences what it shows, runs it, and waits for Enter
(q and Enter stop the tour; --no-wait runs straight through).

The steps: counting the 92 solutions of 8 queens three ways (naive,
backtracking, bitwise), with the time each takes; hill climbing on 8
queens, stuck and restarting; QS1 placing a thousand and then a million
queens; and the solvers side by side, their median times in a grid of
solver by n. On a terminal each step starts on a clean screen and fits
one of 100 x 30.

q stops the tour as asked (exit 0).`
