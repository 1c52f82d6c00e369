// Only what the dashboard draws, registered once: chart.js tree-shakes the rest. This module is
// imported dynamically by chart-canvas.tsx, so the login page and shell never load chart.js.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
