package main

import "context"

// checkHold, set only in builds with the deploycheck tag (deploy/check
// builds nqueens so), may wrap a long count's progress callback to hold
// the count mid-way: see count_hold_deploycheck.go. nil in every other
// build.
var checkHold func(ctx context.Context, checkpoint string, progress func(done, tasks int)) func(done, tasks int)
