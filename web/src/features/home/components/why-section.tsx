import { useEffect, useRef, useState } from 'react';
import { ACADEMY_NAME } from '@academy/shared/constants';

/** docs/requirements.md#home-page: fades in once 10% of it is visible. */
export function WhySection() {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="why-title"
      data-visible={visible}
      className={`border-y border-navy-800 bg-navy-900 transition-all duration-700 ${visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <svg
          viewBox="0 0 480 320"
          role="img"
          aria-label="A disciplined equity curve rising past a losing one"
          className="w-full rounded-2xl border border-navy-700 bg-navy-950"
        >
          <g stroke="#1c3157">
            {[60, 120, 180, 240].map((y) => (
              <line key={y} x1="20" x2="460" y1={y} y2={y} />
            ))}
          </g>
          <polyline fill="none" stroke="#ef4444" strokeWidth="3" points="20,120 70,150 120,140 170,190 220,180 270,230 320,220 370,260 420,280 460,290" />
          <polyline fill="none" stroke="#22c55e" strokeWidth="4" points="20,220 70,210 120,215 170,180 220,170 270,150 320,120 370,110 420,80 460,60" />
          <text x="24" y="305" fill="#94a3b8" fontSize="14" fontFamily="Inter, sans-serif">
            Trading with rules vs trading on emotion
          </text>
        </svg>
        <div>
          <h2 id="why-title" className="text-3xl font-semibold sm:text-4xl">
            Why {ACADEMY_NAME}?
          </h2>
          <p className="mt-5 text-lg text-slate-300">
            Most traders start online with no real knowledge. <strong className="text-white">95% of them lose their capital</strong>, and{' '}
            <strong className="text-white">80% of those lose it within the first month</strong>.
          </p>
          <p className="mt-4 text-lg text-slate-300">
            Our courses use advanced software to build trading strategies and expert advisors that follow rules, so greed and fear stop making your decisions.
          </p>
        </div>
      </div>
    </section>
  );
}
