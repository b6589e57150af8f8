import { strToU8, zipSync } from 'fflate';
import type { DemoRobot } from './demo-catalogue.ts';

/** A real zip for a demo robot: the setup guide, a preset and the expert advisor's source for MetaTrader 4 and 5. */
export function robotZip(robot: DemoRobot): Uint8Array {
  const id = robot.name.replace(/[^A-Za-z0-9]/g, '');
  const source = strToU8(
    `//+------------------------------------------------------------------+\n//| ${robot.title}\n//+------------------------------------------------------------------+\n#property version "${robot.version}"\n#property strict\ninput double RiskPercent = 1.0;\ninput int MaxSpreadPoints = 25;\ninput bool UseNewsFilter = true;\n\nint OnInit() { return(INIT_SUCCEEDED); }\nvoid OnTick() {\n  // Strategy: ${robot.description.split('.')[0]}.\n}\n`,
  );
  return zipSync({
    'README.txt': strToU8(
      `${robot.title}\n\n${robot.description}\n\nInstall\n1. In MetaTrader open File > Open Data Folder.\n2. Copy ${id}.mq4 into MQL4/Experts (or ${id}.mq5 into MQL5/Experts) and restart.\n3. Attach it to a chart and load ${id}.set from the Inputs tab.\n4. Run it on a demo account for at least two weeks before trading live.\n`,
    ),
    [`${id}.set`]: strToU8(`RiskPercent=1.0\nMaxSpreadPoints=25\nUseNewsFilter=true\nMagicNumber=${20240 + robot.slug.length}\n`),
    [`${id}.mq4`]: source,
    [`${id}.mq5`]: source,
  });
}
