/** Coloured badges for a fish's difficulty and temperament (SPEC section 3 values; beginner and easy read as easy). */

const base = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function difficultyTone(difficulty: string): string {
  const value = difficulty.trim().toLowerCase();
  if (value === "beginner" || value === "easy") return "bg-green-100 text-green-800";
  if (value === "moderate" || value === "intermediate") return "bg-amber-100 text-amber-900";
  if (value === "advanced" || value === "difficult" || value === "expert") return "bg-red-100 text-red-800";
  return "bg-slate-100 text-slate-800";
}

export function temperamentTone(temperament: string): string {
  const value = temperament.trim().toLowerCase();
  if (value === "peaceful") return "bg-sky-100 text-sky-800";
  if (value === "community") return "bg-emerald-100 text-emerald-800";
  if (value === "semi-aggressive") return "bg-amber-100 text-amber-900";
  if (value === "aggressive") return "bg-red-100 text-red-800";
  return "bg-slate-100 text-slate-800";
}

export function DifficultyBadge({ difficulty, className = "" }: { difficulty: string; className?: string }) {
  return <span className={`${base} ${difficultyTone(difficulty)} ${className}`}>{difficulty}</span>;
}

export function TemperamentBadge({ temperament, className = "" }: { temperament: string; className?: string }) {
  return <span className={`${base} ${temperamentTone(temperament)} ${className}`}>{temperament}</span>;
}
