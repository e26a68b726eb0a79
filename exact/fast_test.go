package exact_test

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// A plan splits Fast's count into tasks named by their index: any of
// them may run anywhere, in any order, on any number of goroutines, and
// their counts add up to n's. Here the even tasks run on two goroutines,
// then the odd ones on one.
func ExampleNewPlan() {
	p, err := exact.NewPlan(10)
	if err != nil {
		panic(err)
	}
	var even, odd []int
	for i := range p.Len() {
		if i%2 == 0 {
			even = append(even, i)
		} else {
			odd = append(odd, i)
		}
	}
	var total, unique uint64
	add := func(i int, c longrun.TaskCount) { // called one task at a time
		total += c.Total
		unique += c.Unique
	}
	if err := p.Run(context.Background(), even, 2, add); err != nil {
		panic(err)
	}
	if err := p.Run(context.Background(), odd, 1, add); err != nil {
		panic(err)
	}
	fmt.Printf("n = 10: %d tasks, %d solutions, %d unique\n", p.Len(), total, unique)
	// Output:
	// n = 10: 28 tasks, 724 solutions, 92 unique
}
