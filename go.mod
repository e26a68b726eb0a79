module github.com/nqueens/nqueens

go 1.26.0

require (
	github.com/fatih/color v1.19.0
	github.com/urfave/cli/v3 v3.14.0
	golang.org/x/term v0.47.0
)

require (
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
