// Stint runs on Node 24 LTS. Scripts call this first so that a wrong Node fails with a sentence.
export function assertNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 24) {
    console.error(
      `Stint needs Node 24; this is Node ${process.versions.node}. Run \`bash scripts/setup.sh\` and then \`. scripts/env.sh\`.`,
    );
    process.exit(1);
  }
}
