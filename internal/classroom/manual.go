package classroom

// Manual is the manual of `nqueens classroom` (its --help). It describes
// this package's page (its views, addresses, keys) and how [Build] makes
// it from the module's source, so it is kept beside them; the command
// shows it unchanged.
const Manual = `Serves the browser classroom on this machine and prints its address: the
solvers race side by side on one seed (boards, attacks, a live chart of each
heuristic), the backtracking search places and takes back queens, the Scale
view draws time against n on log axes (or reads 'nqueens compare --json'
output), and the heat map of solutions per square. The solvers run in the
browser as WebAssembly built from this module's source when the command
starts (about half a minute the first time on a machine, then well under a
second), so the page always runs the current code. Nothing is fetched from
the internet.

  nqueens classroom                      a free port on 127.0.0.1
  nqueens classroom --open               and open it in the default browser
  nqueens classroom --addr 0.0.0.0:8080  reachable from the classroom's network
  nqueens classroom --export site        the same page as static files

Addresses that reproduce a view:
  /?race=fullboard,linearboard,qs1&n=8&seed=1&autoplay=1
  /?view=backtracking&n=6   /?view=scale&solvers=qs1,linearboard   /?view=squares&n=8
Keys: space play/pause, right arrow one step, r new seed.

It needs the go command (the one that built it) and the module's source: a
clone of the repository, or the module cache for 'go install ...@version'.

Exit status: 0 after Ctrl-C (serving) or when the files are written; 1 when
the page cannot be built, the address cannot be used, or a file exists
(--force overwrites the page's own files); 2 for bad arguments.`
