import type { ReactNode } from 'react';

/**
 * The root element of everything a team renders: `data-boundary` names the team (for
 * debugging, tests and CSS scoping) and `data-release` the build that rendered it.
 */
export function TeamBoundary({
  team,
  release,
  children,
  as: Tag = 'div',
}: {
  team: string;
  release: string;
  children: ReactNode;
  as?: 'div' | 'span';
}) {
  return (
    <Tag data-boundary={team} data-release={release} className={`${team}-root`}>
      {children}
    </Tag>
  );
}
