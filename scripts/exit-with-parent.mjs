// Imported (node --import) by the shops the tests start (shop-process.mjs). Their stdin is a pipe
// from the test process, which closes however that process ends, a kill included. With nobody left
// to answer or to read its output, the shop is killed at once: a graceful stop hung there, its last
// log lines waiting on an output nobody reads, and its data is the dead test's throwaway folder.
process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.resume();
// The pipe alone does not keep the shop running: it ends as it would without it.
process.stdin.unref();
