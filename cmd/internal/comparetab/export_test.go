package comparetab

// For the tests of package comparetab_test.
var (
	Caption = caption
	Wrap    = wrapText
)
