-- wrk script for a fixed offered rate (bench/floor/harness.ts): each connection waits an exponentially
-- distributed gap (mean = connections / rate seconds) before each request, so the connections together offer
-- about `rate` requests per second as Poisson arrivals while the server keeps up; when it cannot, the rate
-- kept drops and the bench prints it. Arguments after `--`: the mean gap in milliseconds.
local mean_ms = 100
local thread_id = 0

function setup(thread)
  thread_id = thread_id + 1
  thread:set("seed", thread_id)
end

function init(args)
  mean_ms = tonumber(args[1]) or mean_ms
  math.randomseed(os.time() * 1000 + (seed or 0))
end

function delay()
  return math.floor(-math.log(1 - math.random()) * mean_ms)
end
