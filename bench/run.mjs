// The benchmark of docs/design.md's budgets (API load, bundle size, Lighthouse) arrives with the performance work.
console.log('npm run bench: not yet — the benchmark is not written yet.');
