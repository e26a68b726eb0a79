package classroom

// Manual is the manual of `nqueens classroom` (its --help). It describes
// this package's page (its views, addresses, keys) and how it is
// served, so it is kept beside them; the command
// shows it unchanged.
const Manual = `Serves the browser classroom on this machine and prints its address: the
solvers race side by side on one seed (boards, attacks, a live chart of each
heuristic), the backtracking search places and takes back queens, the Scale
view draws time against n on log axes (or reads 'nqueens compare --json'
output), and the heat map of solutions per square. The solvers run in the
browser as WebAssembly embedded in this binary (1.4 MB with gzip, which the
browser downloads once and then revalidates). Nothing is fetched from the
internet, and no Go toolchain or source is needed.

  nqueens classroom                      a free port on 127.0.0.1
  nqueens classroom --open               and open it in the default browser
  nqueens classroom --addr 0.0.0.0:8080  reachable from the classroom's network
  nqueens classroom --export site        the same page as static files

Addresses that reproduce a view:
  /?race=fullboard,linearboard,qs1&n=8&seed=1&autoplay=1
  /?view=backtracking&n=6   /?view=scale&solvers=qs1,linearboard   /?view=squares&n=8
Each racer is timed apart from the replay, in a worker of its own (the same
solver and seed, run again and again without recording or drawing); its pane
shows the median of the readings once its replay ends. Races take n up to
100000 for qs1, minconflicts and formula (10000 for qs1-classic; 64 for the
hill climbers and backtrack, whose steps grow too fast with n); big boards
show the conflicts per block, with a magnifier around the last move. The
address reads numbers as the command line does (n=1e5); a value the page
does not use as given is named on the page with what is shown instead.
Keys, wherever focus is (but not while typing a number): space play/pause,
right arrow one step, r new seed; with reduced motion asked for, nothing
plays by itself.

--export writes each file with its gzip copy beside it (NAME.gz) and a
_headers file (Netlify, Cloudflare Pages) giving the headers that make the
page's clock precise: Cross-Origin-Opener-Policy: same-origin and
Cross-Origin-Embedder-Policy: require-corp. Served without them (python3 -m
http.server), the clock ticks in coarse steps; the page says so, and times
each run in readings long enough for the coarse clock.

Serving ends with Ctrl-C, its one way out, which exits 0; an address that
cannot be used or a page's file already in DIR (--force overwrites the
page's own files) is refused (exit 2).`
