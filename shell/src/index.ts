// The async boundary: shared singletons are negotiated before any code that uses them runs.
import('@/app/bootstrap').catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) root.textContent = error instanceof Error ? error.message : String(error);
});
