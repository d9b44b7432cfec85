import { Badge, type BadgeTone } from "~/components/ui/badge";

/**
 * The one set of difficulty and temperament badges: the fish list, the profile, the home page, the admin list and
 * the aquascaping guides (whose levels are the same words) all use these, so a level always has the same colour.
 * The stored values; beginner and easy read as easy.
 */

export function difficultyTone(difficulty: string): BadgeTone {
  const value = difficulty.trim().toLowerCase();
  if (value === "beginner" || value === "easy") return "success";
  if (value === "moderate" || value === "intermediate") return "warning";
  if (value === "advanced" || value === "difficult" || value === "expert" || value === "demanding") return "danger";
  return "neutral";
}

export function temperamentTone(temperament: string): BadgeTone {
  const value = temperament.trim().toLowerCase();
  if (value === "peaceful") return "info";
  if (value === "community") return "calm";
  if (value === "semi-aggressive") return "warning";
  if (value === "aggressive") return "danger";
  return "neutral";
}

/** `srLabel` is read before the value where the badge stands alone, without a caption ("Difficulty: "). */
export function DifficultyBadge({ difficulty, srLabel, className }: { difficulty: string; srLabel?: string; className?: string }) {
  return (
    <Badge tone={difficultyTone(difficulty)} className={className}>
      {srLabel ? <span className="sr-only">{srLabel}</span> : null}
      {difficulty}
    </Badge>
  );
}

export function TemperamentBadge({ temperament, className }: { temperament: string; className?: string }) {
  return (
    <Badge tone={temperamentTone(temperament)} className={className}>
      {temperament}
    </Badge>
  );
}
